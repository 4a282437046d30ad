import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const WEB_SRC = path.join(import.meta.dirname, '../src');
const CONTRACT_SRC = path.join(import.meta.dirname, '../../../packages/contract/src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** What a module statically loads at run time: its source files and the packages it names. */
export interface StaticClosure {
  files: Set<string>;
  packages: Set<string>;
}

/** An import or re-export that the build keeps: not `import type`, nor one naming types only. */
function isRuntime(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return false;
    const clause = node.exportClause;
    return !(clause && ts.isNamedExports(clause) && clause.elements.every((each) => each.isTypeOnly));
  }
  const clause = node.importClause;
  if (!clause) return true; // `import './side-effect'`
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  return !(bindings && ts.isNamedImports(bindings) && bindings.elements.every((each) => each.isTypeOnly));
}

function resolveFile(base: string): string | null {
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension;
  return fs.existsSync(base) && fs.statSync(base).isFile() ? base : null;
}

/** The package a bare specifier names: `react-dom/client` → `react-dom`, `@scope/x/y` → `@scope/x`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The modules `entry` (a path under apps/web/src) pulls in through static imports, transitively:
 * what the bundler must put in its chunk or the chunks loaded with it. Dynamic `import()` is where a
 * lazy chunk begins, so it is not followed.
 */
export function staticClosure(entry: string): StaticClosure {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !isRuntime(statement)) continue;
      const target = specifier.text;
      const base = target.startsWith('.')
        ? path.resolve(path.dirname(file), target)
        : target.startsWith('@athar/contract/')
          ? path.join(CONTRACT_SRC, target.slice('@athar/contract/'.length))
          : null;
      if (base === null) {
        packages.add(packageName(target));
        continue;
      }
      const resolved = resolveFile(base);
      if (!resolved) throw new Error(`static-imports: cannot resolve ${target} from ${file}`);
      visit(resolved);
    }
  };
  visit(path.join(WEB_SRC, entry));
  return { files, packages };
}

/** A closure's files as paths relative to apps/web/src (the contract's as `@athar/contract/…`). */
export function closureNames(closure: StaticClosure): string[] {
  return [...closure.files].map((file) =>
    file.startsWith(CONTRACT_SRC)
      ? `@athar/contract/${path.relative(CONTRACT_SRC, file)}`
      : path.relative(WEB_SRC, file),
  );
}
