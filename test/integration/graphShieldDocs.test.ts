import { describe, expect, it } from 'vitest';
import { shieldGraphiqlTab } from '../../src/areas/shield/graphiqlTab.js';
import { MEDIA_SHIELD_ZONE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { FIRST_CREATED_ACCESS_LIST_ID, WEB_CUSTOM_ACCESS_LIST_ID } from '../../src/sandbox/shield/fixtures.js';
import { documentedExamples, operationNamed } from '../support/documentedExamples.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/** docs/areas/shield.md's showcase queries, each with the upstream calls its comment names, and the GraphiQL tab. */

const graph = useSandboxGraph('shield-docs-graph-key');
const { data, query, upstreamCalls } = graph;
const [page, createList, blockScrapers, scanning] = documentedExamples('docs/areas/shield.md', 'Showcase queries');
const web = `/shield/shield-zone/${WEB_SHIELD_ZONE_ID}`;
const media = `/shield/shield-zone/${MEDIA_SHIELD_ZONE_ID}`;

/** Runs an example and returns its calls in order (the links of one record run side by side, so sorted there). */
async function callsOf(example: { operation: string } | undefined): Promise<string[]> {
  await data(example?.operation ?? '');
  return upstreamCalls();
}

describe("docs/areas/shield.md's showcase queries", () => {
  it("reads a zone's protection page in the 8 upstream calls its comment names, within its estimate", async () => {
    expect(page?.comment).toContain('8 upstream calls');
    const calls = await callsOf(page);
    expect(calls[0]).toBe(`GET ${web}`);
    expect(calls.slice(1).sort()).toEqual(
      [
        `GET ${web}/access-lists`,
        `GET ${web}/access-lists/${WEB_CUSTOM_ACCESS_LIST_ID}`,
        `GET ${web}/bot-detection`,
        `GET ${web}/bot-categorization`,
        `GET ${web}/upload-scanning`,
        `GET /shield/waf/custom-rules/${WEB_SHIELD_ZONE_ID}?page=1&perPage=5`,
        `GET /shield/rate-limits/${WEB_SHIELD_ZONE_ID}?page=1&perPage=5`,
      ].sort(),
    );
    expect(estimateCalls(page?.operation ?? '')).toBeGreaterThanOrEqual(8);
  });

  it('creates a custom access list in the 3 upstream calls its comment names, the zone then listing it', async () => {
    expect(createList?.comment).toContain('3 upstream calls');
    const { createShieldCustomAccessList } = await data<{
      createShieldCustomAccessList: {
        customAccessList: unknown;
        shieldZone: { accessLists: { customListCount: number } };
      };
    }>(createList?.operation ?? '');
    expect(createShieldCustomAccessList).toMatchObject({
      customAccessList: { customAccessListId: FIRST_CREATED_ACCESS_LIST_ID, entryCount: 2 },
      shieldZone: { accessLists: { customListCount: 2 } },
    });
    expect(upstreamCalls()).toEqual([`POST ${web}/access-lists`, `GET ${web}`, `GET ${web}/access-lists`]);
  });

  it('blocks AI scrapers in the 3 upstream calls its comment names', async () => {
    expect(blockScrapers?.comment).toContain('3 upstream calls');
    expect(await callsOf(blockScrapers)).toEqual([
      `PUT ${web}/bot-categorization/categories/2`,
      `GET ${web}`,
      `GET ${web}/bot-categorization`,
    ]);
  });

  it('changes upload scanning in the 3 upstream calls its comment names', async () => {
    expect(scanning?.comment).toContain('3 upstream calls');
    expect(await callsOf(scanning)).toEqual([
      `PATCH ${media}/upload-scanning`,
      `GET ${media}`,
      `GET ${media}/upload-scanning`,
    ]);
  });
});

describe("GraphiQL's Shield tab, its protection operations", () => {
  it('runs ShieldProtection and ShieldProtectionChanges with the sandbox ids, no errors, each within its estimate', async () => {
    for (const name of ['ShieldProtection', 'ShieldProtectionChanges']) {
      graph.sandbox.clearRequests();
      const { operation, variables } = operationNamed(shieldGraphiqlTab, name, { shieldZoneId: WEB_SHIELD_ZONE_ID });
      const { body } = await query(operation, variables);
      expect(body.errors, name).toBeUndefined();
      expect(upstreamCalls().length).toBeGreaterThan(2);
      expect(estimateCalls(operation, variables, name)).toBeGreaterThanOrEqual(upstreamCalls().length);
    }
  });
});
