import { writeFileSync } from 'node:fs';
import { typeDefsOf } from '../src/schema.js';
import { sdlCacheOf } from '../src/sdlCache.js';

/**
 * Writes the SDL's parsed documents next to the bundle (dist/sdl-documents.json), which the production start reads
 * instead of parsing the SDL when it was made from the same text (src/sdlCache.ts). Run by `npm run build`.
 */
const target = process.argv[2] ?? 'dist/sdl-documents.json';
writeFileSync(target, sdlCacheOf(typeDefsOf()));
process.stdout.write(`wrote ${target}\n`);
