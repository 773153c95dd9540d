import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientCallsOf, routeShape } from '../support/clientCalls.js';

/** How the coverage test reads which operations an area's client calls (test/support/clientCalls.ts). */

const dir = mkdtempSync(join(tmpdir(), 'client-calls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

writeFileSync(
  join(dir, 'client.ts'),
  `
export class ZonesClient extends AreaClient {
  /** \`DELETE /zone/{zoneId}\`: named in a comment only, so not a call. */
  async getZone(zoneId: number) {
    const call = { method: 'GET', route: '/zone/{zoneId}', idempotent: true } as const;
    return this.json({ params: { zoneId }, ...call });
  }

  private post(call: object) {
    return this.json({ method: 'POST', ...call });
  }

  async renameZone(id: number, name: string) {
    await this.post({ route: '/zone/{id}/rename', params: { id }, json: { name } });
  }

  listRecords(zoneId: number) {
    return this.items('/zone/{zoneId}/records', zoneId);
  }

  private items(route: string, zoneId: number) {
    return this.json({ method: 'GET', route, params: { zoneId } });
  }

  pageOf(id: number) {
    return { path: '/zone/{id}/page', id };
  }
}
`,
);

describe("an area's client calls", () => {
  const calls = clientCallsOf(dir);

  it('are the route templates of its members with the method of the member or of the helper it calls', () => {
    expect([...calls].sort()).toEqual(['GET /zone/{}', 'GET /zone/{}/records', 'POST /zone/{}/rename']);
  });

  it('leave out a route that only a comment names, and a route template no method goes with', () => {
    expect(calls.has('DELETE /zone/{}')).toBe(false);
    expect([...calls].filter((call) => call.endsWith('/page'))).toEqual([]);
  });

  it('compare by shape: parameter names and sandbox types do not count', () => {
    expect(routeShape('/pullzone/{id:int64}/edgerules/{edgeRuleId}')).toBe(
      routeShape('/pullzone/{pullZoneId}/edgerules/{x}'),
    );
  });
});
