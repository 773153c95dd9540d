/** Response headers as Node and undici hand them over. */
export type RawHeaders = Readonly<Record<string, string | string[] | undefined>>;

/**
 * A header that must have exactly one value (Content-Type, Content-Length, Retry-After, X-Request-Id): a repeated
 * one is ambiguous, so it reads as absent rather than guessing which copy counts. CORS, which joins repeated
 * values, and the credential headers, which refuse them with an error, have other rules on purpose.
 */
export function singleHeader(headers: RawHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}
