import type { GraphQLResponse } from './gateway.js';

/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) with one file, as a
 * browser's FormData sends it: the operation, the map of its one file to `variables.<variable>`, and the file.
 */
export async function postFile(
  url: string,
  query: string,
  file: { variable: string; bytes: Buffer; name?: string; type?: string },
  headers: Record<string, string>,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, [file.variable]: null } }));
  form.set('map', JSON.stringify({ 0: [`variables.${file.variable}`] }));
  const blob = new Blob([Uint8Array.from(file.bytes)], { type: file.type ?? 'application/octet-stream' });
  form.set('0', blob, file.name ?? 'file.bin');
  const response = await fetch(`${url}/graphql`, { method: 'POST', body: form, headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphQLResponse['body'],
  };
}
