import { startFakeUpstream, type FakeUpstream } from './fakeUpstream.js';

/**
 * A fake bunny.net with one Pull Zone (id 1) whose block list a write changes, for the response cache's freshness
 * tests: a read can be held in flight (its answer is the list as it was when the read arrived, sent only when the
 * test releases it), so that a write lands between the read's upstream call and its answer.
 */
export const BLOCKED_IP = '203.0.113.7';
export const ZONE_READ = '{ pullZone(pullZoneId: 1) { id name blockedIps } }';
/** The write (kept in one place: its name and arguments follow the schema). */
export const UNBLOCK = `mutation { removePullZoneBlockedIp(input: { pullZoneId: 1, blockedIp: "${BLOCKED_IP}" }) { pullZone { id } } }`;

export interface BlockListUpstream {
  readonly fake: FakeUpstream;
  /** The next read of the zone waits, with the list as it is now, until `release`; resolves once it has arrived. */
  holdNextRead(): Promise<void>;
  release(): void;
  /** Puts the IP back on the list and forgets the requests. */
  reset(): void;
  writes(): number;
}

export async function startBlockListUpstream(): Promise<BlockListUpstream> {
  let blocked = [BLOCKED_IP];
  let held: { arrived: () => void; gate: Promise<void> } | undefined;
  let release: () => void = () => undefined;
  const fake = await startFakeUpstream(async (request) => {
    if (request.method === 'POST' && request.url.startsWith('/pullzone/1/removeBlockedIp')) {
      blocked = [];
      return { status: 204 };
    }
    if (request.method === 'GET' && /^\/pullzone\/1(\?|$)/.test(request.url)) {
      const snapshot = [...blocked];
      const hold = held;
      held = undefined;
      if (hold) {
        hold.arrived();
        await hold.gate;
      }
      return { status: 200, body: { Id: 1, Name: 'zone-one', BlockedIps: snapshot } };
    }
    return { status: 404, body: { Message: 'not here' } };
  });
  return {
    fake,
    holdNextRead: () =>
      new Promise<void>((arrived) => {
        const gate = new Promise<void>((open) => {
          release = open;
        });
        held = { arrived, gate };
      }),
    release: () => release(),
    reset: () => {
      blocked = [BLOCKED_IP];
      fake.requests.length = 0;
      fake.responses.length = 0;
    },
    writes: () => fake.requests.filter((request) => request.method === 'POST').length,
  };
}
