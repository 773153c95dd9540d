import type { HandlerContext } from '../router.js';

/** What the video host's handlers read of a request: comma lists and booleans of the query, and http(s) URLs. */

/** A comma-separated query parameter as a list; undefined when it is absent or empty. */
export function commaQuery(context: HandlerContext, name: string): string[] | undefined {
  const value = context.query.get(name);
  if (value === null || value.trim() === '') return undefined;
  return value.split(',').flatMap((item) => (item.trim() ? [item.trim()] : []));
}

/** A boolean query parameter (`true` or `false`, any case), `fallback` when absent. */
export function booleanQuery(context: HandlerContext, name: string, fallback: boolean): boolean {
  const value = context.query.get(name)?.toLowerCase();
  return value === undefined ? fallback : value === 'true';
}

export function httpUrlOf(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
