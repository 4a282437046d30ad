// `npm start`: builds the web app when its sources changed, then serves api, web and pay.
import { register } from 'tsx/esm/api';

register();
const { buildWebIfStale } = await import('./build-web-if-stale.ts');
buildWebIfStale();
await import('./serve.ts');
