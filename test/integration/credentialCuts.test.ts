import { describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * A message quoting a caller's argument (or bunny.net's words) is cut to a length: a credential of the request
 * written across that cut leaves no piece of itself in the answer, neither whole nor its first characters. Each
 * case slides the key over the cut, so that every length of its start would be kept by a cut made before scrubbing.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: {} }, (started) => ({ upstream, gw } = started), { RETRY_MAX: '0' });

/** Upper-case letters and digits only: no 4 characters of it can come from the gateway's own words or a request id. */
const KEY = 'QZ7XW9VK2JQ5ZX8WV3KJ6QZ4XW7VK9J';
const headers = { AccessKey: KEY };

/** Every piece of 4 characters or more of the key found in `text`. */
function keyPiecesIn(text: string): string[] {
  const pieces: string[] = [];
  for (let start = 0; start + 4 <= KEY.length; start += 1) {
    const piece = KEY.slice(start, start + 4);
    if (text.includes(piece)) pieces.push(piece);
  }
  return pieces;
}

/** Where the key starts so that 1, 4, 7... characters of it fall before a cut at `cut` characters. */
const keptLengths = [1, 4, 5, 7, 12, KEY.length - 1];

describe("a credential inside a caller's argument, across the cut of the message quoting it", () => {
  it.each(keptLengths)('leaves no piece of the key when %i of its characters fall before the cut', async (kept) => {
    // The gateway's checks quote 77 characters of the value and "...": the key begins `kept` characters before that.
    const domain = `!${'a'.repeat(77 - kept - 1)}${KEY}.example.com`;
    const { body } = await gw.graphql(
      'query ($domain: String!) { dnsZoneAvailability(domain: $domain) { available } }',
      { domain },
      headers,
    );
    expect(upstream.requests).toHaveLength(0);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'domain' });
    expect(body.errors?.[0]?.message).toContain('(got "!aaa');
    expect(keyPiecesIn(JSON.stringify(body))).toEqual([]);
  });

  it.each(keptLengths)(
    'leaves no piece of the key in the CSV export route when %i of its characters fall before the cut',
    async (kept) => {
      const response = await fetch(`${gw.url}/exports/shield/42/event-logs.csv`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ [`${'b'.repeat(77 - kept)}${KEY}`]: 1 }),
      });
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(text).toContain('Unknown key \\"bbb');
      expect(keyPiecesIn(text)).toEqual([]);
    },
  );

  it.each(keptLengths)(
    'leaves no piece of the key in a multipart refusal naming a field when %i of its characters fall before the cut',
    async (kept) => {
      const boundary = 'cut-boundary';
      const name = `${'c'.repeat(37 - kept)}${KEY}`;
      const part = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n{}\r\n`;
      const response = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'graphql-preflight': '1',
          ...headers,
        },
        body: `${part}${part}--${boundary}--\r\n`,
      });
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(text).toContain('field is sent twice');
      expect(keyPiecesIn(text)).toEqual([]);
    },
  );
});

describe("a credential in bunny.net's words, across the 500-character cut", () => {
  it.each(keptLengths)('leaves no piece of the key when %i of its characters fall before the cut', async (kept) => {
    upstream.answer({ status: 400, body: { Message: `${'d'.repeat(497 - kept)}${KEY} and more after it` } });
    const { body } = await gw.graphql('{ shieldZoneMetrics(shieldZoneId: 42) { totalBillableRequests } }', undefined, {
      AccessKey: KEY,
    });
    expect(upstream.requests).toHaveLength(1);
    expect(body.errors?.[0]?.message).toMatch(/^d{100}/);
    expect(keyPiecesIn(JSON.stringify(body))).toEqual([]);
  });
});
