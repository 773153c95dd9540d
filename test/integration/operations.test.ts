import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SHIELD_METRICS_SELECTION,
  WEB_SHIELD_ZONE_ID,
  shieldEnvelope as envelope,
  shieldMetricsEnvelope,
  shieldMetricsExpected,
} from '../../src/sandbox/fixtures.js';
import { startFakeUpstream, type FakeUpstream, type ReceivedRequest } from '../support/fakeUpstream.js';
import { TEST_KEY, startGateway, type TestGateway } from '../support/gateway.js';

/**
 * Every operation, driven through the GraphQL API against fake bunny.net hosts: the exact upstream request
 * (host, method, path, query, AccessKey, body in upstream casing, content type) and the GraphQL result.
 */

let api: FakeUpstream;
let video: FakeUpstream;
let originLogs: FakeUpstream;
let gw: TestGateway;

beforeAll(async () => {
  [api, video, originLogs] = await Promise.all([startFakeUpstream(), startFakeUpstream(), startFakeUpstream()]);
  gw = await startGateway({ BUNNY_API_URL: api.url, BUNNY_VIDEO_URL: video.url, BUNNY_ORIGIN_LOG_URL: originLogs.url });
});

afterAll(async () => {
  await gw.close();
  await Promise.all([api.close(), video.close(), originLogs.close()]);
});

beforeEach(() => {
  for (const fake of [api, video, originLogs]) fake.requests.length = 0;
});

function only(fake: FakeUpstream): ReceivedRequest {
  expect(fake.requests).toHaveLength(1);
  return fake.requests[0] as ReceivedRequest;
}

function jsonBody(request: ReceivedRequest): unknown {
  expect(request.headers['content-type']).toBe('application/json');
  return JSON.parse(request.body.toString('utf8'));
}

describe('Shield', () => {
  it('reads metrics with the caller key, unwraps the envelope and keeps int64 counters beyond 2^31 exact', async () => {
    api.answer({
      body: envelope({
        overview: { dDoSMitigated: 12, wafTriggeredRules: 7, ratelimitBreaches: 3 },
        dDoS: { blockedRequests: 5 },
        ratelimit: { totalBreaches: 3 },
        overviewPastTwentyEightDays: { '2026-11-20': { wafTriggeredRules: 2 }, weird: { wafTriggeredRules: 1 } },
        totalCleanRequestsLimit: 5_000_000_000,
        totalBillableRequests: 4_294_967_296,
      }),
    });
    const { body } = await gw.graphql(`{ shieldZoneMetrics(shieldZoneId: 42) {
      overview { ddosMitigated wafTriggeredRules rateLimitBreaches } ddos { blockedRequests } rateLimit { totalBreaches }
      overviewPastTwentyEightDays { key date value { wafTriggeredRules } } totalCleanRequestsLimit totalBillableRequests } }`);
    const request = only(api);
    expect(request).toMatchObject({ method: 'GET', url: '/shield/metrics/overview/42' });
    expect(request.headers['accesskey']).toBe(TEST_KEY);
    expect(body).toEqual({
      data: {
        shieldZoneMetrics: {
          overview: { ddosMitigated: 12, wafTriggeredRules: 7, rateLimitBreaches: 3 },
          ddos: { blockedRequests: 5 },
          rateLimit: { totalBreaches: 3 },
          overviewPastTwentyEightDays: [
            { key: '2026-11-20', date: '2026-11-20', value: { wafTriggeredRules: 2 } },
            { key: 'weird', date: null, value: { wafTriggeredRules: 1 } },
          ],
          totalCleanRequestsLimit: 5_000_000_000,
          totalBillableRequests: 4_294_967_296,
        },
      },
    });
  });

  it('maps every leaf of a complete metrics record, the same record the benchmark and its expected answer use', async () => {
    api.answer({ body: shieldMetricsEnvelope() });
    const { body } = await gw.graphql(
      `{ shieldZoneMetrics(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) ${SHIELD_METRICS_SELECTION} }`,
    );
    expect(only(api).url).toBe(`/shield/metrics/overview/${WEB_SHIELD_ZONE_ID}`);
    expect(body).toEqual({ data: { shieldZoneMetrics: shieldMetricsExpected() } });
  });

  it('answers the same metrics to every alias of one read, each with its own selection', async () => {
    api.answer({ body: shieldMetricsEnvelope() });
    const full = shieldMetricsExpected() as {
      waf: { blockedRequests: number };
      ddos: { blockedRequests: number };
      ddosPastTwentyEightDays: { key: string; value: { blockedRequests: number } }[];
    };
    const { body } = await gw.graphql(`{
      a: shieldZoneMetrics(shieldZoneId: 42) { waf { blockedRequests } ddos { blockedRequests } }
      b: shieldZoneMetrics(shieldZoneId: 42) { ddosPastTwentyEightDays { key value { blockedRequests } } }
      c: shieldZoneMetrics(shieldZoneId: 42) ${SHIELD_METRICS_SELECTION} }`);
    expect(api.requests).toHaveLength(1);
    expect(body.data).toEqual({
      a: { waf: { blockedRequests: full.waf.blockedRequests }, ddos: { blockedRequests: full.ddos.blockedRequests } },
      b: {
        ddosPastTwentyEightDays: full.ddosPastTwentyEightDays.map(({ key, value }) => ({
          key,
          value: { blockedRequests: value.blockedRequests },
        })),
      },
      c: full,
    });
  });

  it('creates a shield zone with enums sent as bunny.net integers and only the fields given', async () => {
    api.answer({
      body: envelope({
        pullZoneId: 1001,
        shieldZone: { shieldZoneId: 77, planType: 1, wafExecutionMode: 1, dDoSShieldSensitivity: 2 },
        botDetectionExecutionMode: 1,
      }),
    });
    const { body } = await gw.graphql(`mutation { createShieldZone(input: {
      pullZoneId: 1001, botDetectionExecutionMode: CHALLENGE, csamScanningMode: BLOCK,
      shieldZone: { planType: ADVANCED, wafEnabled: true, wafExecutionMode: BLOCK, ddosShieldSensitivity: MEDIUM, ddosChallengeWindow: 30 },
      accessLists: [{ accessListId: "12", action: BLOCK }] }) {
      pullZoneId botDetectionExecutionMode } }`);
    const request = only(api);
    expect(request).toMatchObject({ method: 'POST', url: '/shield/shield-zone' });
    expect(jsonBody(request)).toEqual({
      pullZoneId: 1001,
      botDetectionExecutionMode: 1,
      csamScanningMode: 2,
      accessLists: { '12': 2 },
      shieldZone: {
        planType: 1,
        wafEnabled: true,
        wafExecutionMode: 1,
        dDoSShieldSensitivity: 2,
        dDoSChallengeWindow: 30,
      },
    });
    expect(body.data).toEqual({
      createShieldZone: {
        pullZoneId: 1001,
        botDetectionExecutionMode: 'CHALLENGE',
      },
    });
  });

  it('reads an AI recommendation for a triggered rule', async () => {
    api.answer({
      body: { shieldZoneId: 42, ruleId: '942100', success: true, recommendation: 'Keep it on.', errorResponse: null },
    });
    const { body } = await gw.graphql(
      '{ wafRuleRecommendation(shieldZoneId: 42, wafRuleId: "942100") { shieldZoneId wafRuleId recommendation } }',
    );
    expect(only(api)).toMatchObject({
      method: 'GET',
      url: '/shield/waf/rules/review-triggered/ai-recommendation/42/942100',
    });
    expect(body.data).toEqual({
      wafRuleRecommendation: { shieldZoneId: 42, wafRuleId: '942100', recommendation: 'Keep it on.' },
    });
  });

  it('exports event logs as parsed rows, with quoted commas and quotes kept intact', async () => {
    const csv =
      'timestamp,ip,ua,action\n2026-11-21T05:00:00Z,203.0.113.7,"Mozilla/5.0 (X11, Linux) ""quoted""",block\n2026-11-21T05:01:00Z,2001:db8::1,curl/8.0,log\n';
    api.answer({ headers: { 'content-type': 'text/csv' }, body: csv });
    const to = new Date(Date.now() - 60_000);
    const from = new Date(to.getTime() - 3_600_000);
    const { body } = await gw.graphql(
      `query($from: DateTime!, $to: DateTime!) { shieldEventLogExport(shieldZoneId: 42, from: $from, to: $to, query: "curl",
        filters: [{ field: IP, op: CIDR, values: ["203.0.113.0/24"] }, { field: USER_AGENT, op: CONTAINS, values: ["Mozilla", "curl"] }]) {
        columns rows rowCount truncated csv downloadPath } }`,
      { from: from.toISOString(), to: to.toISOString() },
    );
    const request = only(api);
    expect(request).toMatchObject({ method: 'POST', url: '/shield/event-logs/42/export' });
    expect(jsonBody(request)).toEqual({
      from: from.getTime(),
      to: to.getTime(),
      query: 'curl',
      filters: [
        { field: 'ip', op: 'cidr', value: ['203.0.113.0/24'] },
        { field: 'ua', op: 'contains', value: ['Mozilla', 'curl'] },
      ],
    });
    expect(body.data).toEqual({
      shieldEventLogExport: {
        columns: ['timestamp', 'ip', 'ua', 'action'],
        rows: [
          {
            timestamp: '2026-11-21T05:00:00Z',
            ip: '203.0.113.7',
            ua: 'Mozilla/5.0 (X11, Linux) "quoted"',
            action: 'block',
          },
          { timestamp: '2026-11-21T05:01:00Z', ip: '2001:db8::1', ua: 'curl/8.0', action: 'log' },
        ],
        rowCount: 2,
        truncated: false,
        csv,
        downloadPath: '/exports/shield/42/event-logs.csv',
      },
    });
  });
});

describe('Magic Containers', () => {
  it('updates an endpoint with a PUT under /mc and echoes the configuration', async () => {
    api.answer({ status: 200 });
    const { body } =
      await gw.graphql(`mutation { updateContainerEndpoint(input: { appId: "app-1", endpointId: "Ab3xK9mPq2wR7nL-web-Kj7mNp3qRx", containerEndpoint: {
      displayName: "web", cdn: { isSslEnabled: true, pullZoneId: 1001, portMappings: [{ containerPort: 8080, exposedPort: 443, protocols: [TCP] }],
      stickySessions: { enabled: true, sessionHeaders: ["X-Session"], cookieName: "sid" } } } }) {
      appId endpointId endpoint { displayName cdn { isSslEnabled portMappings { containerPort protocols } } } } }`);
    const request = only(api);
    expect(request).toMatchObject({ method: 'PUT', url: '/mc/apps/app-1/endpoints/Ab3xK9mPq2wR7nL-web-Kj7mNp3qRx' });
    expect(jsonBody(request)).toEqual({
      displayName: 'web',
      cdn: {
        isSslEnabled: true,
        pullZoneId: 1001,
        portMappings: [{ containerPort: 8080, exposedPort: 443, protocols: ['tcp'] }],
        stickySessions: { enabled: true, sessionHeaders: ['X-Session'], cookieName: 'sid' },
      },
    });
    expect(body.data).toEqual({
      updateContainerEndpoint: {
        appId: 'app-1',
        endpointId: 'Ab3xK9mPq2wR7nL-web-Kj7mNp3qRx',
        endpoint: {
          displayName: 'web',
          cdn: { isSslEnabled: true, portMappings: [{ containerPort: 8080, protocols: ['TCP'] }] },
        },
      },
    });
  });

  it('reads image suggestions', async () => {
    api.answer({
      body: {
        endpointSuggestions: [
          {
            displayName: 'http',
            anycast: { type: 'iPv4', portMappings: [{ containerPort: 80, protocols: ['tcp', 'udp'] }] },
          },
        ],
        volumeSuggestions: [{ containerPath: '/data', suggestedVolumeName: 'data' }],
      },
    });
    const { body } =
      await gw.graphql(`{ containerImageSuggestions(input: { imageRegistryId: "dockerhub", imageName: "nginx", imageNamespace: "library", tag: "1.27" }) {
      endpointSuggestions { displayName anycast { type portMappings { containerPort protocols } } } volumeSuggestions { containerPath suggestedVolumeName } } }`);
    const request = only(api);
    expect(request).toMatchObject({ method: 'POST', url: '/mc/registries/image-config' });
    expect(jsonBody(request)).toEqual({
      registryId: 'dockerhub',
      imageName: 'nginx',
      imageNamespace: 'library',
      tag: '1.27',
    });
    expect(body.data).toEqual({
      containerImageSuggestions: {
        endpointSuggestions: [
          {
            displayName: 'http',
            anycast: { type: 'IPV4', portMappings: [{ containerPort: 80, protocols: ['TCP', 'UDP'] }] },
          },
        ],
        volumeSuggestions: [{ containerPath: '/data', suggestedVolumeName: 'data' }],
      },
    });
  });

  it('deletes a volume instance', async () => {
    api.answer({ body: { id: 'inst-9' } });
    const { body } = await gw.graphql(
      'mutation { deleteContainerVolumeInstance(input: { appId: "app-1", volumeId: "vol-1", instanceId: "inst-9" }) { appId volumeId instanceId } }',
    );
    expect(only(api)).toMatchObject({ method: 'DELETE', url: '/mc/apps/app-1/volumes/vol-1/instances/inst-9' });
    expect(body.data).toEqual({
      deleteContainerVolumeInstance: { appId: 'app-1', volumeId: 'vol-1', instanceId: 'inst-9' },
    });
  });

  it('deploys an application with no request body', async () => {
    api.answer({ status: 200 });
    const { body } = await gw.graphql('mutation { deployContainerApp(input: { appId: "app-1" }) { appId } }');
    const request = only(api);
    expect(request).toMatchObject({ method: 'POST', url: '/mc/apps/app-1/deploy' });
    expect(request.body.length).toBe(0);
    expect(body.data).toEqual({ deployContainerApp: { appId: 'app-1' } });
  });

  it('lists node IPs', async () => {
    api.answer({ body: ['198.51.100.1', '2001:db8::2'] });
    const { body } = await gw.graphql('{ containerNodeIps }');
    expect(only(api)).toMatchObject({ method: 'GET', url: '/mc/nodes/plain' });
    expect(body.data).toEqual({ containerNodeIps: ['198.51.100.1', '2001:db8::2'] });
  });
});

describe('Edge Scripts', () => {
  it('updates a script with a PascalCase body and maps the record to camelCase with real enums and dates', async () => {
    api.answer({
      body: {
        Id: 5001,
        Name: 'router',
        LastModified: '2026-11-20T10:00:00',
        ScriptType: 2,
        CurrentReleaseId: 3_000_000_000,
        EdgeScriptVariables: [{ Id: 1, Name: 'ORIGIN', Required: true, DefaultValue: null }],
        Deleted: false,
        LinkedPullZones: [{ Id: 1001, PullZoneName: 'site', DefaultHostname: 'site.b-cdn.net' }],
        Integration: {
          IntegrationId: 4,
          RepositorySettings: { Id: 8, Name: 'repo', Private: true, TemplateUrl: null },
          DeployConfiguration: { Branch: 'main', CreateWorkflow: true },
        },
        DeploymentKey: 'dk-secret',
        MonthlyCost: 1.25,
        MonthlyRequestCount: 9_007_199_254_740_991,
        MonthlyCpuTime: 12,
      },
    });
    const { body } =
      await gw.graphql(`mutation { updateEdgeScript(input: { edgeScriptId: 5001, edgeScript: { name: "router", scriptType: MIDDLEWARE } }) { edgeScript {
      id edgeScriptId name lastModified scriptType currentReleaseId variables { edges { node { variableId name required } } }
      linkedPullZones { edges { pullZoneId pullZoneName } }
      integration { integrationId repositorySettings { repositoryId name private } deployConfiguration { branch createWorkflow } }
      deploymentKey monthlyCost monthlyRequestCount } } }`);
    const request = only(api);
    expect(request).toMatchObject({ method: 'POST', url: '/compute/script/5001' });
    expect(jsonBody(request)).toEqual({ Name: 'router', ScriptType: 2 });
    expect(body.data).toEqual({
      updateEdgeScript: {
        edgeScript: {
          id: Buffer.from('EdgeScript:5001').toString('base64url'),
          edgeScriptId: 5001,
          name: 'router',
          lastModified: '2026-11-20T10:00:00.000Z',
          scriptType: 'MIDDLEWARE',
          currentReleaseId: 3_000_000_000,
          variables: { edges: [{ node: { variableId: 1, name: 'ORIGIN', required: true } }] },
          linkedPullZones: { edges: [{ pullZoneId: 1001, pullZoneName: 'site' }] },
          integration: {
            integrationId: 4,
            repositorySettings: { repositoryId: 8, name: 'repo', private: true },
            deployConfiguration: { branch: 'main', createWorkflow: true },
          },
          deploymentKey: 'dk-secret',
          monthlyCost: 1.25,
          monthlyRequestCount: 9_007_199_254_740_991,
        },
      },
    });
  });

  it('publishes a release and echoes what changed', async () => {
    api.answer({ status: 204 });
    const uuid = '3f2a1c9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';
    const { body } = await gw.graphql(
      `mutation { publishEdgeScriptRelease(input: { edgeScriptId: 5001, releaseUuid: "${uuid}", note: "v2" }) { edgeScriptId releaseUuid note } }`,
    );
    const request = only(api);
    expect(request).toMatchObject({ method: 'POST', url: `/compute/script/5001/publish/${uuid}` });
    expect(jsonBody(request)).toEqual({ Note: 'v2' });
    expect(body.data).toEqual({
      publishEdgeScriptRelease: { edgeScriptId: 5001, releaseUuid: uuid, note: 'v2' },
    });
  });
});

describe('Pull Zones', () => {
  it('switches an edge rule with { Id, Value }', async () => {
    api.answer({ status: 204 });
    const { body } = await gw.graphql(
      'mutation { setPullZoneEdgeRuleEnabled(input: { pullZoneId: 1001, edgeRuleId: "c1a2b3c4-0000-4000-8000-00000000000a", enabled: false }) { pullZoneId edgeRuleId enabled } }',
    );
    const request = only(api);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/pullzone/1001/edgerules/c1a2b3c4-0000-4000-8000-00000000000a/setEdgeRuleEnabled',
    });
    expect(jsonBody(request)).toEqual({ Id: 1001, Value: false });
    expect(body.data).toEqual({
      setPullZoneEdgeRuleEnabled: {
        pullZoneId: 1001,
        edgeRuleId: 'c1a2b3c4-0000-4000-8000-00000000000a',
        enabled: false,
      },
    });
  });

  it('removes a blocked IP', async () => {
    api.answer({ status: 204 });
    const { body } = await gw.graphql(
      'mutation { removePullZoneBlockedIp(input: { pullZoneId: 1001, blockedIp: "2001:db8::7" }) { pullZoneId blockedIp } }',
    );
    const request = only(api);
    expect(request).toMatchObject({ method: 'POST', url: '/pullzone/1001/removeBlockedIp' });
    expect(jsonBody(request)).toEqual({ BlockedIp: '2001:db8::7' });
    expect(body.data).toEqual({ removePullZoneBlockedIp: { pullZoneId: 1001, blockedIp: '2001:db8::7' } });
  });

  it('requests an external certificate and returns the challenge as JSON', async () => {
    api.answer({ body: { Url: 'http://cdn.example.com/.well-known/acme-challenge/abc', FileContent: 'abc.def' } });
    const { body } = await gw.graphql(
      'mutation { requestPullZoneExternalHttpCertificate(input: { hostname: "cdn.example.com" }) { hostname challenge } }',
    );
    const request = only(api);
    expect(request).toMatchObject({ method: 'POST', url: '/pullzone/requestExternalHttpCertificate' });
    expect(jsonBody(request)).toEqual({ Hostname: 'cdn.example.com' });
    expect(body.data).toEqual({
      requestPullZoneExternalHttpCertificate: {
        hostname: 'cdn.example.com',
        challenge: { Url: 'http://cdn.example.com/.well-known/acme-challenge/abc', FileContent: 'abc.def' },
      },
    });
  });

  it('resets the security key without echoing it', async () => {
    api.answer({ status: 204 });
    const { body } = await gw.graphql(
      'mutation { resetPullZoneSecurityKey(input: { pullZoneId: 1001, securityKey: "s3cret-token-key" }) { pullZoneId keySupplied } }',
    );
    const request = only(api);
    expect(request).toMatchObject({ method: 'POST', url: '/pullzone/1001/resetSecurityKey' });
    expect(jsonBody(request)).toEqual({ SecurityKey: 's3cret-token-key' });
    expect(body.data).toEqual({ resetPullZoneSecurityKey: { pullZoneId: 1001, keySupplied: true } });
  });
});

describe('Stream', () => {
  it('removes a blocked referrer on the core API', async () => {
    api.answer({ status: 200 });
    const { body } = await gw.graphql(
      'mutation { removeVideoLibraryBlockedReferrer(input: { videoLibraryId: 3001, hostname: "spam.example.net" }) { videoLibraryId hostname } }',
    );
    const request = only(api);
    expect(request).toMatchObject({ method: 'POST', url: '/videolibrary/3001/removeBlockedReferrer' });
    expect(jsonBody(request)).toEqual({ Hostname: 'spam.example.net' });
    expect(body.data).toEqual({
      removeVideoLibraryBlockedReferrer: { videoLibraryId: 3001, hostname: 'spam.example.net' },
    });
  });

  it('sets a thumbnail from a URL on the video host with the library key looked up once through the core API', async () => {
    api.answer({ body: { Id: 3001, ApiKey: 'library-key-3001' } });
    video.answer({ body: { success: true, message: 'Thumbnail set', statusCode: 200 } });
    const { body } = await gw.graphql(`mutation {
      a: setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: "https://img.example.com/a b.jpg?x=1&y=2" }) { message }
      b: setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-2", thumbnailUrl: "https://img.example.com/b.jpg" }) { clientMutationId } }`);
    expect(only(api)).toMatchObject({ method: 'GET', url: '/videolibrary/3001' });
    expect(video.requests).toHaveLength(2);
    const [first] = video.requests as [ReceivedRequest];
    expect(first.method).toBe('POST');
    expect(first.url).toBe(
      '/library/3001/videos/vid-1/thumbnail?thumbnailUrl=https%3A%2F%2Fimg.example.com%2Fa+b.jpg%3Fx%3D1%26y%3D2',
    );
    expect(first.headers['accesskey']).toBe('library-key-3001');
    expect(body.data).toEqual({ a: { message: 'Thumbnail set' }, b: { clientMutationId: null } });
  });

  it('streams an uploaded thumbnail as raw octet-stream bytes, intact, with an explicit library key', async () => {
    video.answer({ body: { success: true, message: 'ok', statusCode: 200 } });
    const bytes = Buffer.alloc(300_000);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31) % 251;
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query:
          'mutation($f: File!) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnail: $f }) { clientMutationId } }',
        variables: { f: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([bytes], { type: 'image/png' }), 'thumb.png');
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { AccessKey: TEST_KEY, 'X-Library-Key': 'explicit-library-key' },
    });
    expect(await response.json()).toEqual({ data: { setVideoThumbnail: { clientMutationId: null } } });
    expect(api.requests).toHaveLength(0);
    const request = only(video);
    expect(request.url).toBe('/library/3001/videos/vid-1/thumbnail');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(request.headers['accesskey']).toBe('explicit-library-key');
    expect(request.body.equals(bytes)).toBe(true);
  });
});

describe('Origin logs', () => {
  it('formats the date as MM-dd-yyyy, parses each record, and keeps a bad record without failing the list', async () => {
    originLogs.answer({
      body: {
        logs: [
          {
            logId: 'a6a6b755-b6a4-46be-b523-aa82a17d4bc5',
            timestamp: 1763704800000,
            log: '{"ErrorCode":"dns_lookup","StatusCode":502}',
            labels: { ErrorCode: 'dns_lookup', StatusCode: '502', ServerZone: 'CA' },
          },
          {
            logId: 'b',
            timestamp: 1763704801000,
            log: '{not json',
            labels: { ErrorCode: 'timeout', StatusCode: '504', ServerZone: 'DE', Extra: 'x' },
          },
        ],
      },
    });
    const { body } = await gw.graphql(
      '{ originErrorLogs(pullZoneId: 1001, date: "2026-03-07") { logId timestamp raw record parseError errorCode statusCode serverZone labels { key value } } }',
    );
    const request = only(originLogs);
    expect(request).toMatchObject({ method: 'GET', url: '/1001/03-07-2026' });
    expect(request.headers['accesskey']).toBe(TEST_KEY);
    const logs = (body.data as { originErrorLogs: Record<string, unknown>[] }).originErrorLogs;
    expect(body.errors).toBeUndefined();
    expect(logs[0]).toEqual({
      logId: 'a6a6b755-b6a4-46be-b523-aa82a17d4bc5',
      timestamp: '2025-11-21T06:00:00.000Z',
      raw: '{"ErrorCode":"dns_lookup","StatusCode":502}',
      record: { ErrorCode: 'dns_lookup', StatusCode: 502 },
      parseError: null,
      errorCode: 'dns_lookup',
      statusCode: 502,
      serverZone: 'CA',
      labels: [
        { key: 'ErrorCode', value: 'dns_lookup' },
        { key: 'StatusCode', value: '502' },
        { key: 'ServerZone', value: 'CA' },
      ],
    });
    expect(logs[1]).toMatchObject({ raw: '{not json', record: null, errorCode: 'timeout', statusCode: 504 });
    expect(logs[1]?.['parseError']).toMatch(/^Not valid JSON/);
  });

  it('sends a JWT from X-Origin-Log-Token as the whole Authorization value', async () => {
    originLogs.answer({ body: { logs: [] } });
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const { body } = await gw.graphql(
      '{ originErrorLogs(pullZoneId: 1001, date: "2026-11-20") { logId } }',
      undefined,
      { 'X-Origin-Log-Token': jwt },
    );
    const request = only(originLogs);
    expect(request.headers['authorization']).toBe(jwt);
    expect(request.headers['accesskey']).toBeUndefined();
    expect(body).toEqual({ data: { originErrorLogs: [] } });
  });

  it('refuses a day after today (in every time zone) as BAD_USER_INPUT naming date, before any call', async () => {
    const dayAfterTomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const { body } = await gw.graphql(`{ originErrorLogs(pullZoneId: 1001, date: "${dayAfterTomorrow}") { logId } }`);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'date' });
    expect(body.errors?.[0]?.message).toContain('date is in the future');
    expect(originLogs.requests).toHaveLength(0);
  });
});

describe('Credentials and request sharing', () => {
  it('refuses a request without a key with UNAUTHENTICATED and makes no upstream call', async () => {
    const { body } = await gw.graphql('{ containerNodeIps }', undefined, {});
    expect(api.requests).toHaveLength(0);
    expect(body.data).toEqual({ containerNodeIps: null });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', service: 'containers' });
  });

  it('accepts Authorization: Bearer <key> and forwards it as AccessKey', async () => {
    api.answer({ body: ['198.51.100.1'] });
    await gw.graphql('{ containerNodeIps }', undefined, { Authorization: `Bearer ${TEST_KEY}` });
    expect(only(api).headers['accesskey']).toBe(TEST_KEY);
    expect(only(api).headers['authorization']).toBeUndefined();
  });

  it('sends ten aliases of the same read to bunny.net once', async () => {
    api.answer({ body: envelope({ overview: { wafTriggeredRules: 1 } }) });
    const aliases = Array.from(
      { length: 10 },
      (_, i) => `m${i}: shieldZoneMetrics(shieldZoneId: 42) { overview { wafTriggeredRules } }`,
    ).join('\n');
    const { body } = await gw.graphql(`{ ${aliases} }`);
    expect(api.requests).toHaveLength(1);
    expect(Object.values(body.data ?? {})).toHaveLength(10);
  });

  it('does not share reads across requests', async () => {
    api.answer({ body: ['198.51.100.1'] });
    await gw.graphql('{ containerNodeIps }');
    await gw.graphql('{ containerNodeIps }');
    expect(api.requests).toHaveLength(2);
  });
});
