import { describe, expect, it } from 'vitest';
import { maskedKey } from '../../src/areas/account/apiKeys.js';
import type { FakeUpstream, ReceivedRequest } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * The account's secrets never come back: an API key bunny.net lists is answered masked only, and should anything
 * of the same request quote it (an error bunny.net sends, a log line), it is scrubbed like the caller's own key; a
 * saved payment method's token has no field at all.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: {} }, (started) => ({ upstream, gw } = started), { RETRY_MAX: '0' });

const CALLER_KEY = 'caller-account-key-0c9e41d2';
const OTHER_KEY = 'b1f0c3d2-9e8a-4b7c-8d6e-5f4a3b2c1d0e-7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const KEYS = {
  Items: [
    { Id: 1, Key: CALLER_KEY, Roles: ['User'] },
    { Id: 2, Key: OTHER_KEY, Roles: null },
  ],
  TotalItems: 2,
};

/** bunny.net lists the keys, and its billing read then fails quoting the other key. */
function keysThenEcho(request: ReceivedRequest) {
  if (request.url.startsWith('/apikey')) return { body: KEYS };
  return {
    status: 400,
    delayMs: 50,
    body: { ErrorKey: 'billing.invalid', Field: null, Message: `key ${OTHER_KEY} refused` },
  };
}

describe('an API key bunny.net lists', () => {
  it('is answered masked, the caller’s own marked, and scrubbed from an error of the same request', async () => {
    upstream.answer(keysThenEcho);
    const { body } = await gw.graphql(
      '{ apiKeys { edges { node { apiKeyId maskedKey isRequestKey roles } } } billing { balance } }',
      undefined,
      { AccessKey: CALLER_KEY },
    );
    expect(body.data?.['apiKeys']).toEqual({
      edges: [
        { node: { apiKeyId: 1, maskedKey: '****41d2', isRequestKey: true, roles: ['User'] } },
        { node: { apiKeyId: 2, maskedKey: '****3c2d', isRequestKey: false, roles: null } },
      ],
    });
    expect(body.errors?.[0]?.message).toContain('key [redacted] refused');
    const everything = JSON.stringify(body) + gw.rawLogs.join('\n');
    expect(everything).not.toContain(OTHER_KEY);
    expect(everything).not.toContain(CALLER_KEY);
  });

  it('shows no character of a key under 16 characters, and the last 4 of a longer one', () => {
    expect(maskedKey('short-key-12345')).toBe('****');
    expect(maskedKey('long-enough-key-6789')).toBe('****6789');
  });
});

describe("a saved payment method's token", () => {
  it('has no field: the billing record answers the method without it', async () => {
    const token = 'pm_1Nv0FGQ9ZzbkEXAMPLEtoken';
    upstream.answer({
      body: { Balance: 3, SavedPaymentMethods: [{ Token: token, LastFour: '4242', ImageUrl: null }] },
    });
    const { body } = await gw.graphql('{ billing { savedPaymentMethods { lastFour expirationDate email imageUrl } } }');
    expect(body.data).toEqual({
      billing: { savedPaymentMethods: [{ lastFour: '4242', expirationDate: null, email: null, imageUrl: null }] },
    });
    expect(JSON.stringify(body)).not.toContain(token);
  });
});
