import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { writeRegistries } from './areaRegistries.js';

/**
 * `npm run codegen`: the registries of areas first (from src/areas/names.ts), then graphql-codegen with codegen.ts,
 * which reads every area's mappers from the fresh registry. Run through tsx rather than graphql-codegen's CLI, whose
 * loader (jiti) transpiles the ~400 modules codegen.ts imports about ten times slower than tsx's esbuild: same
 * config, same output.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
writeRegistries(root);
const { default: config } = await import('../codegen.js');
await generate({ ...config, cwd: root }, true);
