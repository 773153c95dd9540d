import { writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from '../src/schema.js';

/**
 * Writes the gateway's whole SDL to schema.graphql, the artifact other services generate typed clients from
 * (see docs/graph.md, "Typed clients"). Run by `npm run build`.
 */
const target = process.argv[2] ?? 'schema.graphql';
writeFileSync(target, `${printSchema(lexicographicSortSchema(buildSchema()))}\n`);
process.stdout.write(`wrote ${target}\n`);
