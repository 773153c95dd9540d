import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The schema/ folder, found from this module whether it runs from src/ (tsx) or dist/ (the bundle). */
export function schemaDirectory(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'schema', 'base.graphql'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`schema/base.graphql not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return join(dir, 'schema');
}
