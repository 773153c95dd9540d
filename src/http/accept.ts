import type { GraphqlMediaType } from '../errors/requestErrors.js';

/**
 * The Accept header, read as yoga reads it (its result processors): entries in any order of preference but the first
 * JSON one wins, a charset other than UTF-8 rules an entry out, and wildcards match. What yoga can answer: the two
 * JSON media types, and server-sent events or multipart/mixed (a query's result as one event).
 */
const ANSWERABLE = ['application/graphql-response+json', 'application/json', 'text/event-stream', 'multipart/mixed'];

/** The media types an Accept header asks for, in its order; no header means any. */
function mediaTypes(accept: string | undefined): string[] {
  const types: string[] = [];
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type = '', ...params] = entry.split(';');
    const charset = params.find((param) => param.startsWith('charset='));
    if (charset === undefined || charset === 'charset=utf-8') types.push(type);
  }
  return types;
}

function matches(asked: string, offered: string): boolean {
  const [askedType, askedSubtype] = asked.split('/');
  const [type, subtype] = offered.split('/');
  return (askedType === '*' || askedType === type) && (askedSubtype === '*' || askedSubtype === subtype);
}

/** Clients send the same few Accept headers: each one's answer is kept (a bounded number, whatever callers send). */
const answerable = new Map<string, boolean>();
const KNOWN_ACCEPTS_MAX = 64;

/** Whether yoga can answer a request with this Accept header at all (else: 406, before anything runs). */
export function acceptsAnAnswer(accept: string | undefined): boolean {
  const known = answerable.get(accept ?? '');
  if (known !== undefined) return known;
  const answer = mediaTypes(accept).some((asked) => ANSWERABLE.some((offered) => matches(asked, offered)));
  if (answerable.size < KNOWN_ACCEPTS_MAX) answerable.set(accept ?? '', answer);
  return answer;
}

/**
 * The JSON media type of an answer to this Accept header, as yoga picks it: `application/graphql-response+json` when
 * the caller names it before `application/json`, else `application/json` (a wildcard, no header, or nothing JSON).
 */
export function jsonMediaType(accept: string | undefined): GraphqlMediaType {
  for (const asked of mediaTypes(accept)) {
    if (asked === 'application/graphql-response+json') return asked;
    if (matches(asked, 'application/json')) return 'application/json';
  }
  return 'application/json';
}

/** What a 406 says: the media types the gateway answers. */
export const ACCEPTED_MEDIA_TYPES = ANSWERABLE.join(', ');
