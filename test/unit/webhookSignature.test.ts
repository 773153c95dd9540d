import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureOf, signedWith } from '../../src/live/webhookSignature.js';

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });
const body = Buffer.from('{"VideoLibraryId":1,"VideoGuid":"v","Status":3}');
const sign = (key: string) => createHmac('sha256', key).update(body).digest('hex');
const v1 = { 'x-bunnystream-signature-version': 'v1', 'x-bunnystream-signature-algorithm': 'hmac-sha256' };

describe("Stream webhooks' signature", () => {
  it('accepts the lowercase hex HMAC-SHA256 of the raw body with the read-only key, and nothing else', () => {
    expect(signedWith({ body, signature: sign('read-only') }, 'read-only')).toBe(true);
    expect(signedWith({ body, signature: sign('another') }, 'read-only')).toBe(false);
    expect(
      signedWith({ body: Buffer.concat([body, Buffer.from(' ')]), signature: sign('read-only') }, 'read-only'),
    ).toBe(false);
  });

  it('refuses a missing signature, another version or algorithm, and a signature that is not lowercase hex', () => {
    expect(signatureOf(headers(v1))).toEqual({ problem: 'unsigned' });
    const signature = sign('k');
    expect(signatureOf(headers({ ...v1, 'x-bunnystream-signature': signature }))).toEqual({ signature });
    expect(
      signatureOf(headers({ ...v1, 'x-bunnystream-signature-version': 'v2', 'x-bunnystream-signature': signature })),
    ).toEqual({ problem: 'signature' });
    expect(
      signatureOf(
        headers({ ...v1, 'x-bunnystream-signature-algorithm': 'sha1', 'x-bunnystream-signature': signature }),
      ),
    ).toEqual({ problem: 'signature' });
    expect(signatureOf(headers({ ...v1, 'x-bunnystream-signature': signature.toUpperCase() }))).toEqual({
      problem: 'signature',
    });
  });
});
