import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones, serverTestFiles, testLayerZones } from './eslint.layers.js';

// String.replace reads `$&`, `$'`, `` $` `` and `$1` in a replacement string as patterns: text
// built at run time (user text, configuration) must go through a replacer function instead.
const replacementPatterns = {
  selector: `CallExpression[callee.property.name=/^replace(All)?$/] > :matches(TemplateLiteral[expressions.length>0], CallExpression, BinaryExpression, LogicalExpression, ConditionalExpression, MemberExpression).arguments:nth-child(2)`,
  message:
    'A replacement string built at run time may hold $ patterns; pass a replacer function: .replace(search, () => value).',
};

// Every SQL statement of the api is a named function of apps/api/src/db/queries/ (docs/ARCHITECTURE.md).
const queriesLiveInDb = 'SQL lives in apps/api/src/db/queries/: call (or add) a named query function there.';
const kyselyBuilders = [
  {
    selector:
      'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|withRecursive|withMaterialized|withNotMaterialized)$/]',
    message: queriesLiveInDb,
  },
  {
    // Kysely's `.with('name', (db) => …)`, not Array.prototype.with(index, value)
    selector: `CallExpression[callee.type="MemberExpression"][callee.property.name="with"][arguments.length=2]:matches([arguments.0.raw=/^['"]/], [arguments.1.type=/FunctionExpression$/])`,
    message: queriesLiveInDb,
  },
  { selector: 'TaggedTemplateExpression[tag.name="sql"]', message: queriesLiveInDb },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'bench/.data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', replacementPatterns],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/web/tsconfig.json', 'bench/skeleton/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // the server's code is type-checked in one program with the journeys, whose browser callbacks need
    // the DOM's types: a browser global in server code is an error here instead (docs/decisions/046)
    files: ['apps/api/**/*.ts', 'apps/pay/**/*.ts', 'packages/**/*.ts', 'scripts/**', 'integration/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history'].map(
          (name) => ({ name, message: 'A browser global: the server has none.' }),
        ),
      ],
    },
  },
  {
    // nothing imports a test file, so no cycle can pass through one: the graph is walked from the
    // product's files only (the walk from every test file was a third of the lint)
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'integration/**', 'reliability/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // tests and their support may import any layer of their own app (the apps' boundaries still hold)
    files: serverTestFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: testLayerZones }] },
  },
  {
    // no query builder outside apps/api/src/db/; the tests' factories may build rows
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', ...serverTestFiles],
    rules: {
      'no-restricted-syntax': ['error', replacementPatterns, ...kyselyBuilders],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', importNames: ['sql'], message: queriesLiveInDb }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
