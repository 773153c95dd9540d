// `npm start`: the production bundle, dist/server.mjs, in this process; before `npm run build` has made it, one line
// saying so instead of Node's module-not-found stack trace.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/server.mjs', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('bunny-gateway: dist/server.mjs is missing: run `npm run build` first, then `npm start`.\n');
  process.exit(2);
}
await import(bundle.href);
