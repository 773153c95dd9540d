/**
 * bunny.net's prose in an OpenAPI document: the descriptions, summaries, titles, examples, external docs and vendor
 * extensions (`x-...`). The generated upstream types keep the documents' names and shapes and none of their words, so
 * the generator reads the documents without them; the test of the generated files looks for any of them left.
 */

/** Keywords whose value is prose (or an example of a value), wherever a schema, operation or parameter has them. */
const PROSE_KEYWORDS = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs']);

/**
 * Keywords whose value is a map keyed by names the document chose (a property, a path, a status, a media type):
 * there, a key `description` is a name, not prose, and is kept.
 */
const NAMED_MAPS = new Set([
  'properties',
  'patternProperties',
  'paths',
  'webhooks',
  'responses',
  'schemas',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
  'content',
  'encoding',
  'mapping',
  'variables',
  'definitions',
  '$defs',
]);

const isProse = (keyword: string): boolean => PROSE_KEYWORDS.has(keyword) || keyword.startsWith('x-');

type Json = unknown;

/** Walks a document; `visit` is told every prose keyword's value, and decides what an object keeps. */
function walk(node: Json, visitProse: (value: Json) => void, named = false): Json {
  if (Array.isArray(node)) return node.map((item) => walk(item, visitProse));
  if (node === null || typeof node !== 'object') return node;
  const kept: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!named && isProse(key)) {
      visitProse(value);
      continue;
    }
    // A named map's entries are objects of keywords again; `parameters` is a named map only where it is an object.
    kept[key] = walk(value, visitProse, !named && NAMED_MAPS.has(key) && !Array.isArray(value));
  }
  return kept;
}

/** The document with every prose keyword left out: what the generator reads. */
export function withoutProse<T>(document: T): T {
  return walk(document, () => undefined) as T;
}

/** Every string of the document's prose (descriptions, summaries, examples...), nested ones included. */
export function proseOf(document: Json): string[] {
  const found: string[] = [];
  const collect = (value: Json): void => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  walk(document, collect);
  return found;
}
