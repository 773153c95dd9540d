import { ConnectionHandler } from 'relay-runtime';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  ACTIVE_APP_ID,
  ASSETS_STORAGE_ZONE_ID,
  SEEDED_PHOTOS,
  CDN_SCRIPT_ID,
  DETACHED_VOLUME_INSTANCE_ID,
  STAGING_PULL_ZONE_ID,
  VOLUME_ID,
  WEB_SHIELD_ZONE_ID,
} from '../../src/sandbox/index.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';
import { compileRelay, type RelayCompilation } from './support/relayCompiler.js';
import { relayClient, type RelayClient } from './support/relayEnvironment.js';

/**
 * relay-runtime normalizing the gateway's real answers over HTTP, with the artifacts relay-compiler made from
 * test/clients/relay/: connections paged into one connection record, Nodes refetched by global id, a deletion dropped
 * with @deleteRecord, a creation appended with @appendNode, and one store record per release, rule and event however
 * many lists bring it. Relay's warnings (console.error in development) fail the test.
 */

/**
 * The sandbox's clock: early enough in the day that its events fit one page of `eventLogs`, late enough that some
 * of a rule's latest events are among them.
 */
const NOW = new Date('2026-11-21T00:20:00Z');
const TODAY = '2026-11-21';

const graph = useSandboxGraph('relay-runtime', { now: NOW });
let compiled: RelayCompilation;
let relay: RelayClient;
let warnings: MockInstance[];

beforeAll(async () => {
  compiled = await compileRelay();
  expect(compiled.ok, compiled.output).toBe(true);
});

afterAll(() => compiled.dispose());

beforeEach(() => {
  relay = relayClient(graph.gateway.url, graph.key);
  warnings = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});

afterEach(() => {
  for (const spy of warnings) {
    expect(spy.mock.calls).toEqual([]);
    spy.mockRestore();
  }
});

type StoreRecord = Record<string, unknown>;

/** The store's record of a data id, failing the test when Relay holds none. */
function recordOf(dataId: string): StoreRecord {
  const record = relay.record(dataId);
  if (!record) throw new Error(`The store holds no record ${dataId}`);
  return record;
}

/** The one record of a type in the store. */
function onlyOf(typeName: string): StoreRecord {
  const records = relay.recordsOf(typeName);
  expect(records).toHaveLength(1);
  return records[0] as StoreRecord;
}

/** The data id a linked field points to, and those of a plural linked field. */
const refOf = (record: StoreRecord, field: string): string => (record[field] as { __ref: string }).__ref;
const refsOf = (record: StoreRecord, field: string): string[] => (record[field] as { __refs: string[] }).__refs;

/** The data ids of the nodes of a connection record, in order. */
const connectionNodes = (connectionId: string): string[] =>
  refsOf(recordOf(connectionId), 'edges').map((edge) => refOf(recordOf(edge), 'node'));

/** The page info of a connection record. */
const pageInfoOf = (connectionId: string): StoreRecord => recordOf(refOf(recordOf(connectionId), 'pageInfo'));

describe('relay-runtime on the gateway', () => {
  it('pages pullZones into one @connection record and keys each zone by its global id', async () => {
    await relay.query(compiled.artifact('PullZoneListQuery'));
    const connectionId = ConnectionHandler.getConnectionID('client:root', 'PullZoneList_pullZones');
    const first = connectionNodes(connectionId);
    expect(first).toHaveLength(2);

    const pageInfo = pageInfoOf(connectionId);
    expect(pageInfo['hasNextPage']).toBe(true);
    await relay.query(compiled.artifact('PullZoneListPaginationQuery'), { first: 2, after: pageInfo['endCursor'] });

    const both = connectionNodes(connectionId);
    expect(both.slice(0, 2)).toEqual(first);
    expect(new Set(both).size).toBe(4);
    for (const id of both) expect(relay.record(id)).toMatchObject({ __id: id, __typename: 'PullZone', id });
  });

  it('pages a Storage Zone directory into one @connection record, each entry keyed by its global id', async () => {
    await relay.query(compiled.artifact('StorageZoneFilesQuery'), { storageZoneId: ASSETS_STORAGE_ZONE_ID });
    const zoneId = Buffer.from(`StorageZone:${ASSETS_STORAGE_ZONE_ID}`).toString('base64url');
    const connectionId = ConnectionHandler.getConnectionID(zoneId, 'StorageZoneFiles_files', { path: '/images/' });
    let pageInfo = pageInfoOf(connectionId);
    while (pageInfo['hasNextPage'] === true) {
      await relay.query(compiled.artifact('StorageZoneFilesPaginationQuery'), {
        id: zoneId,
        first: 20,
        after: pageInfo['endCursor'],
      });
      pageInfo = pageInfoOf(connectionId);
    }
    const entries = connectionNodes(connectionId);
    expect(entries).toHaveLength(SEEDED_PHOTOS + 2);
    expect(new Set(entries).size).toBe(SEEDED_PHOTOS + 2);
    expect(relay.record(entries[0] ?? '')).toMatchObject({ __typename: 'StorageDirectory', path: '/images/2024/' });
    expect(relay.record(entries[1] ?? '')).toMatchObject({ __typename: 'StorageFile', name: 'logo.png' });
  });

  it("refetches a zone by its global id through node(id:) with the card's @refetchable query", async () => {
    await relay.query(compiled.artifact('PullZoneListQuery'));
    const [zoneId = ''] = connectionNodes(ConnectionHandler.getConnectionID('client:root', 'PullZoneList_pullZones'));
    const { pullZoneId } = recordOf(zoneId);
    graph.sandbox.clearRequests();
    await relay.query(compiled.artifact('PullZoneCardRefetchQuery'), { id: zoneId });
    expect(graph.upstreamCalls()).toContain(`GET /pullzone/${pullZoneId}`);
    expect(recordOf(zoneId)).toMatchObject({ __typename: 'PullZone', name: expect.any(String) });
  });

  it('drops a deleted volume instance from the store with @deleteRecord on deletedId', async () => {
    await relay.query(compiled.artifact('VolumeInstancesQuery'), { appId: ACTIVE_APP_ID });
    const detached = relay
      .recordsOf('ContainerVolumeInstance')
      .find((instance) => instance['instanceId'] === DETACHED_VOLUME_INSTANCE_ID);
    if (!detached) throw new Error('The store holds no detached instance');

    await relay.mutate(compiled.artifact('VolumeInstancesDeleteMutation'), {
      appId: ACTIVE_APP_ID,
      volumeId: VOLUME_ID,
      instanceId: DETACHED_VOLUME_INSTANCE_ID,
    });
    expect(relay.record(detached['__id'] as string)).toBeNull();
  });

  it('appends a created Shield Zone to the shieldZones connection with @appendNode', async () => {
    const before = (await relay.query(compiled.artifact('ShieldZoneListQuery'), { first: 3 })) as {
      shieldZones: { __id: string; edges: unknown[] };
    };
    const connectionId = before.shieldZones.__id;
    expect(connectionNodes(connectionId)).toHaveLength(3);

    await relay.mutate(compiled.artifact('ShieldZoneListCreateMutation'), {
      pullZoneId: STAGING_PULL_ZONE_ID,
      connections: [connectionId],
    });
    const nodes = connectionNodes(connectionId);
    expect(nodes).toHaveLength(4);
    expect(recordOf(nodes[3] ?? '')).toMatchObject({ __typename: 'ShieldZone', pullZoneId: STAGING_PULL_ZONE_ID });
  });

  it("normalizes an edge script's variables and repository, and keeps one record per release", async () => {
    await relay.query(compiled.artifact('EdgeScriptPageQuery'), { edgeScriptId: CDN_SCRIPT_ID });
    const script = onlyOf('EdgeScript');
    const scriptId = script['__id'] as string;
    const connectionId = ConnectionHandler.getConnectionID(scriptId, 'EdgeScriptPage_releases');
    await relay.query(compiled.artifact('EdgeScriptPageReleasesPaginationQuery'), {
      id: scriptId,
      first: 2,
      after: pageInfoOf(connectionId)['endCursor'],
    });

    const releases = connectionNodes(connectionId);
    expect(new Set(releases).size).toBe(4);
    expect(releases).toContain(refOf(script, 'currentRelease'));
    const releaseRecords = relay.recordsOf('EdgeScriptRelease');
    expect(releaseRecords).toHaveLength(new Set(releaseRecords.map((release) => release['releaseId'])).size);
    const variables = connectionNodes(refOf(script, 'variables')).map(recordOf);
    expect(variables.length).toBeGreaterThan(0);
    for (const variable of variables) expect(variable['variableId']).toEqual(expect.any(Number));
  });

  it("keeps one record per security event, whether a triggered rule's logs or eventLogs brought it", async () => {
    await relay.query(compiled.artifact('ShieldZoneListActivityQuery'), {
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      date: TODAY,
    });
    const rules = relay.recordsOf('TriggeredWafRule');
    expect(rules.length).toBeGreaterThan(1);
    const ruleLogs = rules.flatMap((rule) => refsOf(rule, 'logs'));
    const zone = onlyOf('ShieldZone');
    const eventLogs = ConnectionHandler.getConnectionID(zone['__id'] as string, 'ShieldZoneList_eventLogs', {
      date: TODAY,
    });
    const listed = connectionNodes(eventLogs);
    expect(ruleLogs.filter((id) => listed.includes(id)).length).toBeGreaterThan(0);

    const events = relay.recordsOf('ShieldEventLog');
    expect(events).toHaveLength(new Set(events.map((event) => event['logId'])).size);
    expect(events).toHaveLength(new Set([...ruleLogs, ...listed]).size);
  });
});
