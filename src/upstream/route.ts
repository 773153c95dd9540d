import { badInput, type AreaName } from '../errors/gatewayError.js';

/**
 * Builds an upstream path from a route template such as `/pullzone/{pullZoneId}/removeBlockedIp`, whose parameters
 * are named after the GraphQL arguments behind them; `{name*}` stands for a list of segments (`/a/b`, or nothing). Every value is percent-encoded, so the path bunny.net receives
 * always has the template's shape. Callers get their argument errors earlier, from the areas' validation modules;
 * the guard here is the last line behind them: a value that could still change the path is refused, never sent.
 */

/** One segment's value, or, for a `{name*}` placeholder, a list of segments (an Edge Storage directory). */
export type PathValue = string | number | readonly string[];

export interface RouteInput {
  service: AreaName;
  route: string;
  params?: Readonly<Record<string, PathValue>> | undefined;
}

/** Characters that could change a path's shape, even percent-encoded or after a proxy decodes them. */
const PATH_BREAKERS = /[/\\?#%\u0000-\u001f\u007f]/;

/** Half of a UTF-16 pair on its own: with the `u` flag a paired surrogate is one code point and does not match. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a string is Unicode text. JSON (a variable) can hold a lone surrogate; `encodeURIComponent` throws on one
 * and URLSearchParams silently sends U+FFFD instead, so such a value is refused, never sent.
 */
export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Whether a value, as one path segment, could add a segment, climb with `..`, start a query or smuggle a header. */
export function breaksPath(value: string): boolean {
  return value === '' || value === '.' || value === '..' || PATH_BREAKERS.test(value) || !isWellFormed(value);
}

export function buildPath(input: RouteInput): string {
  return input.route.replace(/\{(\w+)(\*)?\}/g, (_match, name: string, many: string | undefined) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`Route ${input.route} needs a value for {${name}}`);
    // `{name*}`: each segment checked and encoded like any other, each after a slash (none at all for an empty list).
    if (many !== undefined) {
      if (!Array.isArray(value)) throw new Error(`Route ${input.route} needs a list for {${name}*}`);
      return (value as readonly string[]).map((segment) => `/${encodedSegment(input, name, segment)}`).join('');
    }
    return encodedSegment(input, name, String(value));
  });
}

function encodedSegment(input: RouteInput, name: string, segment: string): string {
  if (breaksPath(segment))
    throw badInput(input.service, name, `${name} cannot be sent to bunny.net as one path segment.`);
  return encodeURIComponent(segment);
}

/** A query's values: one value per name, or a list sent as the name repeated (OpenAPI's exploded form arrays). */
export type QueryValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Query strings are built by URLSearchParams, so each value stays exactly one parameter, and is sent as it is. */
export function buildQuery(query: QueryValues | undefined, service: AreaName): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, values] of Object.entries(query)) {
    for (const value of typeof values === 'string' ? [values] : (values ?? [])) {
      if (!isWellFormed(value))
        throw badInput(service, name, `${name} cannot be sent to bunny.net: it is not Unicode text.`);
      search.append(name, value);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
