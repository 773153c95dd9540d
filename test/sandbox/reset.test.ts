import { describe, expect, it } from 'vitest';
import { WEB_BLOCKED_IPV4, WEB_PULL_ZONE_ID } from '../../src/sandbox/index.js';
import { call, freshKey, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

const removeBlockedIp = (key: string): Promise<Response> =>
  call(sandbox.urls.api, `/pullzone/${WEB_PULL_ZONE_ID}/removeBlockedIp`, {
    key,
    json: { BlockedIp: WEB_BLOCKED_IPV4 },
  });

describe('sandbox reset', () => {
  it('brings every key back to the seeded data, so a change can be made again', async () => {
    const [mine, theirs] = [freshKey(), freshKey()];
    expect((await removeBlockedIp(mine)).status).toBe(204);
    expect((await removeBlockedIp(theirs)).status).toBe(204);
    expect((await removeBlockedIp(mine)).status).toBe(400);
    sandbox.reset();
    expect((await removeBlockedIp(mine)).status).toBe(204);
    expect((await removeBlockedIp(theirs)).status).toBe(204);
  });

  it('keeps each key’s copy apart until then: one key’s change is not another’s', async () => {
    expect((await removeBlockedIp(freshKey())).status).toBe(204);
    expect((await removeBlockedIp(freshKey())).status).toBe(204);
  });
});
