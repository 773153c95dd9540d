import type { GraphQLParams } from 'graphql-yoga';
import { DOCUMENT_ID_PARAMS } from '../trustedDocuments/trustedDocuments.js';

/**
 * Which JSON POSTs a prepared run may answer (executor.ts): the ones whose every part yoga would
 * take as is. The rest (batches, a body that is not a plain object, unexpected or mistyped params, an Accept header
 * asking for anything but JSON) goes to yoga.handle, which answers or refuses it as it always has.
 */

const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions', ...DOCUMENT_ID_PARAMS]);

/** The media types yoga's regular result processor answers, and the wildcards that select it. */
const JSON_MEDIA_TYPES = new Set(['application/json', 'application/graphql-response+json', '*/*', 'application/*']);

/**
 * A single operation's params in the shapes yoga's params check accepts: `query` a string (or, naming a trusted
 * document, `documentId`, `doc_id` or Apollo's `persistedQuery` extension), `variables` and `extensions` objects (or
 * null), `operationName` a string (or null), nothing else but nulls. What yoga does with each (the persisted-operations
 * plugin, when trusted documents are on) runs as it always does.
 */
export function isPlainParams(body: object): body is GraphQLParams {
  if (Array.isArray(body)) return false;
  const params = body as Record<string, unknown>;
  for (const name in params) if (!PARAM_NAMES.has(name) && params[name] != null) return false;
  const { query, variables, operationName, extensions } = params;
  return (
    (typeof query === 'string' || query == null) &&
    isObjectOrNull(variables) &&
    (operationName == null || typeof operationName === 'string') &&
    isObjectOrNull(extensions)
  );
}

/** Clients send the same few Accept headers: each one's answer is kept (a bounded number, whatever callers send). */
const knownAccepts = new Map<string, boolean>();
const KNOWN_ACCEPTS_MAX = 64;

/**
 * Whether every media type the Accept header lists is JSON (or a wildcard) in UTF-8, so that yoga's result
 * processors can only pick the regular JSON one. No header at all means any type, for yoga as here.
 */
export function plainJsonAccept(accept: string | undefined): boolean {
  if (accept === undefined) return true;
  let answer = knownAccepts.get(accept);
  if (answer === undefined) {
    answer = onlyJson(accept);
    if (knownAccepts.size < KNOWN_ACCEPTS_MAX) knownAccepts.set(accept, answer);
  }
  return answer;
}

function onlyJson(accept: string): boolean {
  for (const entry of accept.replace(/\s/g, '').toLowerCase().split(',')) {
    const [mediaType, ...params] = entry.split(';');
    if (mediaType === undefined || !JSON_MEDIA_TYPES.has(mediaType)) return false;
    const charset = params.find((param) => param.includes('charset='));
    if (charset !== undefined && charset !== 'charset=utf-8') return false;
  }
  return true;
}

function isObjectOrNull(value: unknown): boolean {
  return value == null || (typeof value === 'object' && !Array.isArray(value));
}

/** A body that sends its document's text (`query`), not only an id naming one. */
export function hasOwnDocument(body: object): boolean {
  return typeof (body as { query?: unknown }).query === 'string';
}
