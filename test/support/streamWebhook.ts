import { createHmac } from 'node:crypto';

/** The read-only key of a sandbox library, as bunny.net signs its webhooks with it (read with the account key). */
export async function sandboxReadOnlyKey(apiUrl: string, accountKey: string, libraryId: number): Promise<string> {
  const response = await fetch(`${apiUrl}/videolibrary/${libraryId}`, { headers: { AccessKey: accountKey } });
  return ((await response.json()) as { ReadOnlyApiKey: string }).ReadOnlyApiKey;
}

/** POSTs a Stream webhook to a gateway, signed as bunny.net signs it with `key` (unsigned when undefined). */
export function sendStreamWebhook(
  gatewayUrl: string,
  body: object,
  key: string | undefined,
  headers: Record<string, string> = {},
): Promise<Response> {
  const raw = JSON.stringify(body);
  const signature: Record<string, string> =
    key === undefined ? {} : { 'X-BunnyStream-Signature': createHmac('sha256', key).update(raw).digest('hex') };
  return fetch(`${gatewayUrl}/webhooks/bunny-stream`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-BunnyStream-Signature-Version': 'v1',
      'X-BunnyStream-Signature-Algorithm': 'hmac-sha256',
      ...signature,
      ...headers,
    },
    body: raw,
  });
}
