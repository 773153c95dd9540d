import { describe, expect, it } from 'vitest';
import { FIRST_FLEET_SCRIPT_ID, FLEET_SCRIPT_COUNT } from '../../src/sandbox/edgeScripts/fleet.js';
import {
  CDN_SCRIPT_ID,
  CDN_SCRIPT_LIVE_RELEASE_ID,
  CDN_SCRIPT_LIVE_RELEASE_UUID,
  CDN_SCRIPT_PREVIOUS_RELEASE_ID,
  CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
  EMPTY_SCRIPT_ID,
  MIDDLEWARE_SCRIPT_ID,
  WEB_PULL_ZONE_ID,
  sandboxFixtures,
} from '../../src/sandbox/index.js';
import { OLDER_CDN_RELEASE_COUNT } from '../../src/sandbox/edgeScripts/seed.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';
import { documentedExamples, operationNamed } from '../support/documentedExamples.js';
import { edgeScriptsGraphiqlTab } from '../../src/areas/edgeScripts/graphiqlTab.js';

/**
 * Edge Scripts in the graph, through HTTP against the sandbox: the paged list, one script by id or global id, its
 * releases, live release and linked Pull Zones read only when selected, and the publication payload's script.
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const SEEDED_SCRIPT_COUNT = 3 + FLEET_SCRIPT_COUNT;
const CDN_RELEASE_COUNT = 3 + OLDER_CDN_RELEASE_COUNT;

const graph = useSandboxGraph('edge-scripts-test-key', { now: NOW });
const { query, data, upstreamCalls, expectRefused } = graph;

const globalIdOf = (type: string, id: number): string => Buffer.from(`${type}:${id}`).toString('base64url');

interface Page<Node> {
  totalCount: number | null;
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const SCRIPTS = `query ($first: Int, $after: String, $search: String) {
  edgeScripts(first: $first, after: $after, search: $search) {
    totalCount edges { cursor node { id edgeScriptId name } } pageInfo { hasNextPage endCursor } } }`;

type ScriptNode = { id: string; edgeScriptId: number; name: string };

const scriptsPage = async (variables: Record<string, unknown>) =>
  (await data<{ edgeScripts: Page<ScriptNode> }>(SCRIPTS, variables)).edgeScripts;

describe('edgeScripts connection', () => {
  it('pages through every script of the account with first: 10 in three pages, one upstream call each', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const current: Page<ScriptNode> = await scriptsPage({ first: 10, after });
      pages += 1;
      expect(current.totalCount).toBe(SEEDED_SCRIPT_COUNT);
      seen.push(...current.edges.map((edge) => edge.node.edgeScriptId));
      after = current.pageInfo.hasNextPage ? current.pageInfo.endCursor : null;
    } while (after !== null);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(SEEDED_SCRIPT_COUNT);
    expect(upstreamCalls()).toEqual(
      [1, 2, 3].map((page) => `GET /compute/script?page=${page}&perPage=10&includeLinkedPullzones=true`),
    );
  });

  it('passes search to bunny.net and counts only the matching scripts', async () => {
    const found = await scriptsPage({ search: 'auth' });
    expect(found.edges.map((edge) => edge.node.edgeScriptId)).toEqual([MIDDLEWARE_SCRIPT_ID]);
    expect(found.totalCount).toBe(1);
    expect(upstreamCalls()).toEqual(['GET /compute/script?page=1&perPage=20&search=auth&includeLinkedPullzones=true']);
  });

  it('refuses first out of 1..100, a blank search and a tampered or foreign cursor, before any upstream call', async () => {
    const cursor = (await scriptsPage({ first: 5 })).pageInfo.endCursor ?? '';
    const searchCursor = (await scriptsPage({ first: 5, search: 'edge' })).pageInfo.endCursor;
    graph.sandbox.clearRequests();
    expectRefused(await query(SCRIPTS, { first: 101 }), 'first');
    expectRefused(await query(SCRIPTS, { first: 0 }), 'first');
    expectRefused(await query(SCRIPTS, { search: '  ' }), 'search');
    expectRefused(await query(SCRIPTS, { after: `${cursor}x` }), 'after');
    expectRefused(await query(SCRIPTS, { after: searchCursor }), 'after');
    const pullZoneCursor = Buffer.from(JSON.stringify(['pullZones?search=', 4])).toString('base64url');
    expectRefused(await query(SCRIPTS, { after: pullZoneCursor }), 'after');
  });
});

describe('EdgeScript as a Node', () => {
  const SCRIPT = 'id edgeScriptId name scriptType currentReleaseId';

  it('reads a script by its bunny.net id and again by its global id, with the same fields and one read', async () => {
    const byId = await data<{ edgeScript: Record<string, unknown> }>(
      `{ edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) { ${SCRIPT} } }`,
    );
    expect(byId.edgeScript).toMatchObject({ edgeScriptId: CDN_SCRIPT_ID, name: 'image-optimizer', scriptType: 'CDN' });
    const byNode = await data<{ node: unknown; nodes: unknown[] }>(
      `query ($id: ID!) { node(id: $id) { __typename ... on EdgeScript { ${SCRIPT} } } nodes(ids: [$id]) { id } }`,
      { id: byId.edgeScript['id'] },
    );
    expect(byNode.node).toEqual({ __typename: 'EdgeScript', ...byId.edgeScript });
    expect(byNode.nodes).toEqual([{ id: byId.edgeScript['id'] }]);
    expect(upstreamCalls()).toEqual([`GET /compute/script/${CDN_SCRIPT_ID}`, `GET /compute/script/${CDN_SCRIPT_ID}`]);
  });

  it('gives a script the same global id in the list, in a read and from updateEdgeScript', async () => {
    const listed = (await scriptsPage({ first: 1 })).edges[0]?.node;
    const updated = await data<{ updateEdgeScript: { edgeScript: { id: string; name: string } } }>(
      `mutation { updateEdgeScript(input: { edgeScriptId: ${listed?.edgeScriptId}, edgeScript: { name: "renamed" } }) { edgeScript { id name } } }`,
    );
    expect(updated.updateEdgeScript.edgeScript).toEqual({ id: listed?.id, name: 'renamed' });
    expect(listed?.id).not.toContain(String(listed?.edgeScriptId));
  });

  it('answers a script that does not exist with null and NOT_FOUND, by id and by node', async () => {
    const { body } = await query(`query ($id: ID!) { edgeScript(edgeScriptId: 1) { id } node(id: $id) { id } }`, {
      id: globalIdOf('EdgeScript', 1),
    });
    expect(body.data).toEqual({ edgeScript: null, node: null });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND', 'NOT_FOUND']);
  });

  it('refuses a non-positive edgeScriptId and forged global ids, before any upstream call', async () => {
    expectRefused(await query('{ edgeScript(edgeScriptId: 0) { id } }'), 'edgeScriptId');
    for (const forged of ['EdgeScript:0123', 'EdgeScript:-1', 'EdgeScript:1e3', 'EdgeScript:x'])
      expectRefused(
        await query('query ($id: ID!) { node(id: $id) { id } }', { id: Buffer.from(forged).toString('base64url') }),
        'id',
      );
  });
});

describe('EdgeScript links', () => {
  const RELEASES = `query ($first: Int, $after: String) { edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) {
    releases(first: $first, after: $after) { totalCount edges { node { releaseId uuid status } } pageInfo { hasNextPage endCursor } } } }`;
  type Release = { releaseId: number; uuid: string; status: string };

  it('pages through the releases newest first, the live one heading them, one upstream call per page', async () => {
    const seen: Release[] = [];
    let after: string | null = null;
    do {
      const read: { edgeScript: { releases: Page<Release> } } = await data(RELEASES, { first: 10, after });
      const { edgeScript } = read;
      expect(edgeScript.releases.totalCount).toBe(CDN_RELEASE_COUNT);
      seen.push(...edgeScript.releases.edges.map((edge) => edge.node));
      after = edgeScript.releases.pageInfo.hasNextPage ? edgeScript.releases.pageInfo.endCursor : null;
    } while (after !== null);
    expect(seen).toHaveLength(CDN_RELEASE_COUNT);
    expect(seen[0]).toMatchObject({ uuid: CDN_SCRIPT_LIVE_RELEASE_UUID, status: 'LIVE' });
    expect(seen.slice(1).every((release) => release.status === 'ARCHIVED')).toBe(true);
    expect(upstreamCalls().filter((call) => call.includes('/releases'))).toEqual(
      [1, 2, 3].map((page) => `GET /compute/script/${CDN_SCRIPT_ID}/releases?page=${page}&perPage=10`),
    );
  });

  it("refuses another script's releases cursor naming after, before reading any release", async () => {
    const other = await data<{ edgeScript: { releases: Page<Release> } }>(
      `{ edgeScript(edgeScriptId: ${MIDDLEWARE_SCRIPT_ID}) { releases(first: 1) { pageInfo { hasNextPage endCursor } edges { cursor } } } }`,
    );
    graph.sandbox.clearRequests();
    const { body } = await query(RELEASES, { after: other.edgeScript.releases.pageInfo.endCursor });
    expect(body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ argument: 'after' }) }),
    ]);
    expect(upstreamCalls()).toEqual([`GET /compute/script/${CDN_SCRIPT_ID}`]);
  });

  it('reads the live release with one call, and none for a script without one', async () => {
    const { live, none } = await data<{ live: { currentRelease: Release }; none: { currentRelease: null } }>(
      `{ live: edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) { currentRelease { releaseId uuid status } }
         none: edgeScript(edgeScriptId: ${EMPTY_SCRIPT_ID}) { currentRelease { uuid } } }`,
    );
    expect(live.currentRelease).toMatchObject({ uuid: CDN_SCRIPT_LIVE_RELEASE_UUID, status: 'LIVE' });
    expect(none.currentRelease).toBeNull();
    expect(upstreamCalls().sort()).toEqual(
      [
        `GET /compute/script/${CDN_SCRIPT_ID}`,
        `GET /compute/script/${CDN_SCRIPT_ID}/releases/active`,
        `GET /compute/script/${EMPTY_SCRIPT_ID}`,
      ].sort(),
    );
  });

  it('reads nothing but the script when no link is selected, linked zone summaries included', async () => {
    const { edgeScript } = await data<{ edgeScript: { linkedPullZones: { totalCount: number; edges: unknown[] } } }>(
      `{ edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) { currentReleaseId linkedPullZones { totalCount edges { pullZoneId pullZoneName } } } }`,
    );
    expect(edgeScript.linkedPullZones).toEqual({
      totalCount: 1,
      edges: [{ pullZoneId: WEB_PULL_ZONE_ID, pullZoneName: 'acme-web' }],
    });
    expect(upstreamCalls()).toEqual([`GET /compute/script/${CDN_SCRIPT_ID}`]);
  });

  it("pages through a script's linked zones without a call, and refuses another script's cursor naming after", async () => {
    const LINKS = `query ($id: SafeInt!, $after: String) { edgeScript(edgeScriptId: $id) {
      linkedPullZones(first: 1, after: $after) { totalCount edges { pullZoneId } pageInfo { hasNextPage endCursor } } } }`;
    type Links = {
      edgeScript: { linkedPullZones: Omit<Page<never>, 'edges'> & { edges: { pullZoneId: number }[] } };
    };
    const first: Links = await data(LINKS, { id: FIRST_FLEET_SCRIPT_ID });
    const after = first.edgeScript.linkedPullZones.pageInfo.endCursor;
    const second: Links = await data(LINKS, { id: FIRST_FLEET_SCRIPT_ID, after });
    expect([first, second].map((page) => page.edgeScript.linkedPullZones.edges.map((edge) => edge.pullZoneId))).toEqual(
      [[sandboxFixtures.pullZones.customerPullZoneId(1)], [sandboxFixtures.pullZones.customerPullZoneId(2)]],
    );
    expect(second.edgeScript.linkedPullZones).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false } });
    expect(upstreamCalls().every((call) => call === `GET /compute/script/${FIRST_FLEET_SCRIPT_ID}`)).toBe(true);
    graph.sandbox.clearRequests();
    const { body } = await query(LINKS, { id: FIRST_FLEET_SCRIPT_ID + 1, after });
    expect(body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ argument: 'after' }) }),
    ]);
  });

  it('reads each linked Pull Zone once for a page of scripts that share zones, within the estimate', async () => {
    const text = `{ edgeScripts(first: 5, search: "edge-worker") { edges { node { edgeScriptId
      linkedPullZones(first: 2) { edges { pullZoneId node { id pullZoneId name } } } } } } }`;
    const { edgeScripts } = await data<{
      edgeScripts: Page<{ linkedPullZones: { edges: { pullZoneId: number; node: { pullZoneId: number } }[] } }>;
    }>(text);
    const links = edgeScripts.edges.flatMap((edge) => edge.node.linkedPullZones.edges);
    expect(links).toHaveLength(10);
    expect(links.every((link) => link.node.pullZoneId === link.pullZoneId)).toBe(true);
    const zoneIds = Array.from({ length: 6 }, (_, index) => sandboxFixtures.pullZones.customerPullZoneId(index + 1));
    expect(upstreamCalls()[0]).toBe(
      'GET /compute/script?page=1&perPage=5&search=edge-worker&includeLinkedPullzones=true',
    );
    expect(upstreamCalls().slice(1).sort()).toEqual(zoneIds.map((id) => `GET /pullzone/${id}`).sort());
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(upstreamCalls().length);
  });
});

describe('the upstream-call budget', () => {
  it('refuses a page of scripts with 10 linked zones each before any upstream call, naming the estimate', async () => {
    const text = `{ edgeScripts(first: 10) { edges { node { linkedPullZones(first: 10) { edges { node { id } } } } } } }`;
    const { status, body } = await query(text);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toContain('estimated 102 upstream calls, over the budget of 50');
    expect(upstreamCalls()).toEqual([]);
  });

  it('counts nothing for linked zone summaries: a whole page of scripts with them is one call', async () => {
    const text = `{ edgeScripts(first: 10) { edges { node { linkedPullZones(first: 10) { edges { pullZoneName } } } } } }`;
    await data(text);
    expect(upstreamCalls()).toHaveLength(1);
    expect(estimateCalls(text)).toBe(2);
  });
});

describe('publishEdgeScriptRelease links to the changed script', () => {
  it("answers the publication's edgeScript with the published release live and heading its releases", async () => {
    const { publishEdgeScriptRelease } = await data<{
      publishEdgeScriptRelease: {
        edgeScript: {
          currentReleaseId: number;
          currentRelease: Release;
          releases: { edges: { node: Release }[] };
        };
      };
    }>(
      `mutation { publishEdgeScriptRelease(input: { edgeScriptId: ${CDN_SCRIPT_ID}, releaseUuid: "${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}" }) {
        edgeScript { currentReleaseId currentRelease { uuid status } releases(first: 2) { edges { node { uuid status } } } } } }`,
    );
    const script = publishEdgeScriptRelease.edgeScript;
    expect(script.currentReleaseId).toBe(CDN_SCRIPT_PREVIOUS_RELEASE_ID);
    expect(script.currentRelease).toEqual({ uuid: CDN_SCRIPT_PREVIOUS_RELEASE_UUID, status: 'LIVE' });
    expect(script.releases.edges.map((edge) => edge.node)).toEqual([
      { uuid: CDN_SCRIPT_PREVIOUS_RELEASE_UUID, status: 'LIVE' },
      { uuid: CDN_SCRIPT_LIVE_RELEASE_UUID, status: 'ARCHIVED' },
    ]);
    expect(upstreamCalls()[0]).toBe(
      `POST /compute/script/${CDN_SCRIPT_ID}/publish/${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}`,
    );
  });

  it('reads the script again after each publish of one request, so the second shows its own release live', async () => {
    const { body } = await query(
      `mutation { a: publishEdgeScriptRelease(input: { edgeScriptId: ${CDN_SCRIPT_ID}, releaseUuid: "${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}" }) {
          edgeScript { currentReleaseId } }
        b: publishEdgeScriptRelease(input: { edgeScriptId: ${CDN_SCRIPT_ID}, releaseUuid: "${CDN_SCRIPT_LIVE_RELEASE_UUID}" }) {
          edgeScript { currentReleaseId } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      a: { edgeScript: { currentReleaseId: CDN_SCRIPT_PREVIOUS_RELEASE_ID } },
      b: { edgeScript: { currentReleaseId: CDN_SCRIPT_LIVE_RELEASE_ID } },
    });
  });

  it('reads no script when edgeScript is not selected', async () => {
    await data(
      `mutation { publishEdgeScriptRelease(input: { edgeScriptId: ${CDN_SCRIPT_ID}, releaseUuid: "${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}" }) { clientMutationId } }`,
    );
    expect(upstreamCalls()).toEqual([
      `POST /compute/script/${CDN_SCRIPT_ID}/publish/${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}`,
    ]);
  });
});

type Release = { releaseId?: number; uuid: string; status: string };

describe("docs/areas/edgeScripts.md's showcase queries and the GraphiQL tab", () => {
  const [page, settings, publish, newCode, secret] = documentedExamples(
    'docs/areas/edgeScripts.md',
    'Showcase queries',
  );

  it('runs the page of scripts with the 13 upstream calls its comment names, under its estimate of 22', async () => {
    expect(page?.comment).toContain('13 upstream calls (estimate: 22)');
    const { edgeScripts } = await data<{ edgeScripts: Page<unknown> }>(page?.operation ?? '');
    expect(edgeScripts.edges).toHaveLength(5);
    const calls = upstreamCalls();
    expect(calls[0]).toBe('GET /compute/script?page=1&perPage=5&search=edge-worker&includeLinkedPullzones=true');
    expect(calls.filter((call) => call.startsWith('GET /pullzone/'))).toHaveLength(6);
    expect(calls.filter((call) => call.startsWith('GET /statistics?'))).toHaveLength(6);
    expect(calls).toHaveLength(13);
    expect(estimateCalls(page?.operation ?? '')).toBe(22);
  });

  it('runs the publication with the 3 upstream calls its comment names, the published release live', async () => {
    expect(publish?.comment).toContain('3 upstream calls');
    const { publishEdgeScriptRelease } = await data<{
      publishEdgeScriptRelease: { edgeScript: { currentRelease: Release } };
    }>(publish?.operation ?? '');
    expect(publishEdgeScriptRelease.edgeScript.currentRelease).toEqual({
      uuid: CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
      status: 'LIVE',
    });
    expect(upstreamCalls()).toEqual([
      `POST /compute/script/${CDN_SCRIPT_ID}/publish/${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}`,
      `GET /compute/script/${CDN_SCRIPT_ID}`,
      `GET /compute/script/${CDN_SCRIPT_ID}/releases/active`,
    ]);
    expect(estimateCalls(publish?.operation ?? '')).toBeGreaterThanOrEqual(3);
  });

  it("runs one script's settings page with the 4 upstream calls its comment names", async () => {
    expect(settings?.comment).toContain('4 upstream calls');
    const { edgeScript } = await data<{
      edgeScript: { variables: { totalCount: number }; secrets: { totalCount: number } };
    }>(settings?.operation ?? '');
    expect(edgeScript.variables.totalCount).toBeGreaterThan(5);
    expect(edgeScript.secrets.totalCount).toBeGreaterThan(5);
    expect(upstreamCalls().sort()).toEqual(
      [
        `GET /compute/script/${MIDDLEWARE_SCRIPT_ID}`,
        `GET /compute/script/${MIDDLEWARE_SCRIPT_ID}/secrets`,
        `GET /compute/script/${MIDDLEWARE_SCRIPT_ID}/code`,
        `GET /compute/script/${MIDDLEWARE_SCRIPT_ID}/statistics?hourly=false&loadLatest=false`,
      ].sort(),
    );
    expect(estimateCalls(settings?.operation ?? '')).toBe(4);
  });

  it('runs the new code published as a new release with the 4 upstream calls its comment names', async () => {
    expect(newCode?.comment).toContain('4 upstream calls');
    const { publishEdgeScript } = await data<{ publishEdgeScript: { release: Release & { note: string } } }>(
      newCode?.operation ?? '',
    );
    expect(publishEdgeScript.release).toMatchObject({ note: 'v2', status: 'LIVE' });
    expect(upstreamCalls().slice(0, 2)).toEqual([
      `POST /compute/script/${CDN_SCRIPT_ID}/code`,
      `POST /compute/script/${CDN_SCRIPT_ID}/publish`,
    ]);
    expect(upstreamCalls().slice(2).sort()).toEqual(
      [`GET /compute/script/${CDN_SCRIPT_ID}`, `GET /compute/script/${CDN_SCRIPT_ID}/releases/active`].sort(),
    );
    expect(estimateCalls(newCode?.operation ?? '')).toBe(4);
  });

  it("runs a secret's new value with the 2 upstream calls its comment names, the value in no answer", async () => {
    expect(secret?.comment).toContain('2 upstream calls');
    const { body } = await query(secret?.operation ?? '');
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('k3y-rotated-2026');
    expect(upstreamCalls()).toEqual([
      `PUT /compute/script/${CDN_SCRIPT_ID}/secrets`,
      `GET /compute/script/${CDN_SCRIPT_ID}/secrets`,
    ]);
  });

  it("runs the tab's dashboard and changes with the dev sandbox's ids, no errors, each within its estimate", async () => {
    const variables = {
      edgeScriptId: CDN_SCRIPT_ID,
      releaseUuid: CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
      from: '2026-11-21T10:00:00.000Z',
      to: '2026-11-21T11:00:00.000Z',
    };
    for (const name of ['EdgeScriptDashboard', 'EdgeScriptChanges', 'EdgeScriptNewCode', 'EdgeScriptSettings']) {
      graph.sandbox.clearRequests();
      const { operation, variables: own } = operationNamed(edgeScriptsGraphiqlTab, name, variables);
      const { body } = await query(operation, own);
      expect(body.errors, name).toBeUndefined();
      expect(upstreamCalls().length).toBeGreaterThan(1);
      expect(estimateCalls(operation, own, name)).toBeGreaterThanOrEqual(upstreamCalls().length);
    }
  });
});
