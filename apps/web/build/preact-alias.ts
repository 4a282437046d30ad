import type { Alias } from 'vite';

/**
 * React's entry points answered by preact/compat (docs/decisions/021: react-dom's client alone is ~57 KB
 * gzip). Shared by the build and the component tests, so the tests render with the renderer that ships.
 * Exact matches: `react-dom/server` is deliberately absent (preact's needs preact-render-to-string).
 */
export const preactAliases: Alias[] = [
  ['react-dom/test-utils', 'preact/test-utils'],
  ['react-dom/client', 'preact/compat/client'],
  ['react/jsx-runtime', 'preact/compat/jsx-runtime'],
  ['react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'],
  ['react-dom', 'preact/compat'],
  ['react', 'preact/compat'],
].map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement: replacement! }));
