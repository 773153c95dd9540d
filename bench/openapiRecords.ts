/**
 * Full-size upstream records for the benchmark, generated from bunny.net's published OpenAPI documents: every
 * property of a model (its `$ref`s and `oneOf`s followed), with a plausible value per type, format and name, so that
 * no scenario is cheap because its fixture is small. The documents are read at bench start from BENCH_OPENAPI_DIR
 * (default `../shared/upstream-openapi` beside the worktree, where CI has them); they are never copied into the
 * repository. Values are a pure function of (model, seed): the fake upstream and the expected answers, built in
 * different processes, agree without sharing anything but the seed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface SchemaObject {
  readonly type?: string;
  readonly format?: string;
  readonly $ref?: string;
  readonly oneOf?: readonly SchemaObject[];
  readonly allOf?: readonly SchemaObject[];
  readonly enum?: readonly (string | number)[];
  readonly items?: SchemaObject;
  readonly properties?: Readonly<Record<string, SchemaObject>>;
  readonly minimum?: number;
  readonly maximum?: number;
}

interface OpenApiDocument {
  readonly components: { readonly schemas: Readonly<Record<string, SchemaObject>> };
}

/** Where the documents are: BENCH_OPENAPI_DIR, else `../shared/upstream-openapi` beside the repository. */
function openApiDir(): string {
  return process.env['BENCH_OPENAPI_DIR'] ?? fileURLToPath(new URL('../../shared/upstream-openapi/', import.meta.url));
}

const documents = new Map<string, OpenApiDocument>();

function documentNamed(file: string): OpenApiDocument {
  let document = documents.get(file);
  if (!document) {
    document = JSON.parse(readFileSync(`${openApiDir()}/${file}`, 'utf8')) as OpenApiDocument;
    documents.set(file, document);
  }
  return document;
}

/** A 32-bit FNV-1a hash: the same text gives the same number in every process. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const WORDS = ['edge', 'cache', 'origin', 'static', 'media', 'assets', 'shop', 'video', 'images', 'api', 'blog'];
const COUNTRIES = ['DE', 'US', 'SI', 'BR', 'JP', 'IN', 'FR', 'GB'];

function stringValue(name: string, format: string | undefined, h: number): string {
  const word = WORDS[h % WORDS.length] as string;
  if (format === 'date-time' || /Date$|Time$/.test(name)) return new Date(1.78e12 + (h % 1e9) * 1000).toISOString();
  if (format === 'uuid' || /(Guid|Id)$/.test(name))
    return `${(h >>> 0).toString(16).padStart(8, '0')}-4bc2-4d1e-9a7f-${(h * 7919).toString(16).padStart(12, '0').slice(-12)}`;
  if (/Url$/.test(name)) return `https://${word}-${h % 997}.example.com/${word}`;
  if (/Ips?$/.test(name)) return `${185 + (h % 3)}.${(h >>> 8) & 255}.${(h >>> 16) & 255}.${h & 255}`;
  if (/(Hostname|Domain|Value|Referrers)$/.test(name)) return `${word}-${h % 997}.example.com`;
  if (/(Key|Secret|Token|Signature)$/.test(name)) return (h * 2654435761).toString(16).padStart(8, '0').repeat(2);
  if (/Code$/.test(name)) return `${word.toUpperCase()}-${h % 97}`;
  if (/Countr/.test(name)) return COUNTRIES[h % COUNTRIES.length] as string;
  return `${word} ${WORDS[(h >>> 4) % WORDS.length]} ${h % 1000}`;
}

function integerValue(name: string, schema: SchemaObject, h: number): number {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? (/Id$/.test(name) ? 9_999_999 : schema.format === 'int64' ? 5_000_000_000 : 3_600);
  return min + (h % (max - min + 1));
}

interface Generator {
  readonly document: OpenApiDocument;
  readonly depth: number;
}

/** The schema a `$ref`, `oneOf` or `allOf` of one stands for. */
function resolve(generator: Generator, schema: SchemaObject): SchemaObject {
  if (schema.$ref) {
    const name = schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1);
    const target = generator.document.components.schemas[name];
    if (!target) throw new Error(`openapiRecords: no schema ${name}`);
    return resolve(generator, target);
  }
  const [only] = schema.oneOf ?? schema.allOf ?? [];
  return only && !schema.type ? resolve(generator, only) : schema;
}

function plausibleValue(generator: Generator, name: string, raw: SchemaObject, seed: string): unknown {
  const schema = resolve(generator, raw);
  const h = hash(`${seed}/${name}`);
  if (schema.enum && schema.enum.length > 0) return schema.enum[h % schema.enum.length];
  switch (schema.type) {
    case 'boolean':
      return (h & 1) === 1;
    case 'integer':
      return integerValue(name, schema, h);
    case 'number':
      return Math.round((h % 100_000) * 0.37) / 100;
    case 'string':
      return stringValue(name, schema.format, h);
    case 'array': {
      if (!schema.items || generator.depth > 3) return [];
      const items = schema.items;
      // Two or three strings a list; records of records one a level down, as bunny.net's typical zone has them.
      const length = generator.depth > 0 ? 1 : resolve(generator, items).properties ? 2 : 2 + (h % 2);
      return Array.from({ length }, (_, i) => plausibleValue(generator, name, items, `${seed}/${name}/${i}`));
    }
    default:
      return objectOf({ document: generator.document, depth: generator.depth + 1 }, schema, seed);
  }
}

function objectOf(generator: Generator, schema: SchemaObject, seed: string): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  if (generator.depth > 4) return record;
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    record[name] = plausibleValue(generator, name, property, seed);
  return record;
}

/** Every property of `model` in `file` (e.g. `core-api.json`, `PullZoneModel`), with values that depend on `seed`. */
export function fullRecord(file: string, model: string, seed: string): Record<string, unknown> {
  const document = documentNamed(file);
  const schema = document.components.schemas[model];
  if (!schema) throw new Error(`openapiRecords: no schema ${model} in ${file}`);
  return objectOf({ document, depth: 0 }, resolve({ document, depth: 0 }, schema), `${model}/${seed}`);
}
