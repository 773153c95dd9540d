import { describe, expect, it } from 'vitest';
import { MEDIA_SHIELD_ZONE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import {
  WEB_API_GUARDIAN_ENDPOINT_ID,
  WEB_SECOND_API_GUARDIAN_ENDPOINT_ID,
} from '../../src/sandbox/shield/fixtures.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/** API Guardian through the graph, against the sandbox: a zone's settings, endpoints and metrics, and their writes. */

const graph = useSandboxGraph('shield-api-guardian-graph-key');
const { data, query, upstreamCalls, expectRefused } = graph;

const SPECIFICATION = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Media API', version: '1.0.0' },
  paths: { '/videos': { get: {}, post: {} }, '/videos/{id}': { delete: {} } },
});

describe('ShieldZone.apiGuardian', () => {
  it("reads a zone's API Guardian with its endpoints, their metrics and the zone's: five calls, one per endpoint's metrics", async () => {
    const text = `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) {
      apiGuardian { enabled executionMode bodyLimitAction unmatchedPathAction title version
        endpoints(first: 5) { totalCount edges { node { id apiGuardianEndpointId requestMethod requestPath enabled
          rateLimitingType rateLimitingTimeframe availableParameters { query } metrics { totalRequestsInspected } } } } }
      apiGuardianMetrics { totalBlockedRequests pastTwentyEightDays { date value { requestsInspected } } } } }`;
    const { shieldZone } = await data<{ shieldZone: Record<string, unknown> }>(text);
    expect(shieldZone['apiGuardian']).toMatchObject({
      enabled: true,
      executionMode: 'LOG',
      bodyLimitAction: 'LOG',
      unmatchedPathAction: 'LOG',
      title: 'Acme store API',
      endpoints: { totalCount: 2 },
    });
    const endpoints = (shieldZone['apiGuardian'] as { endpoints: { edges: { node: Record<string, unknown> }[] } })
      .endpoints.edges;
    expect(endpoints[0]?.node).toMatchObject({
      apiGuardianEndpointId: WEB_API_GUARDIAN_ENDPOINT_ID,
      requestMethod: 'GET',
      requestPath: '/api/products',
      rateLimitingType: 'IP',
      rateLimitingTimeframe: 'PER_MINUTE',
      availableParameters: { query: ['page'] },
    });
    expect(endpoints[0]?.node['metrics']).toMatchObject({ totalRequestsInspected: expect.any(Number) });
    expect((shieldZone['apiGuardianMetrics'] as { pastTwentyEightDays: unknown[] }).pastTwentyEightDays).toHaveLength(
      28,
    );
    expect(upstreamCalls().sort()).toEqual(
      [
        `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
        `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}/api-guardian`,
        `GET /shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/api-guardian`,
        `GET /shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/api-guardian/endpoint/${WEB_API_GUARDIAN_ENDPOINT_ID}`,
        `GET /shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/api-guardian/endpoint/${WEB_SECOND_API_GUARDIAN_ENDPOINT_ID}`,
      ].sort(),
    );
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(5);
  });

  it('is null for a zone without a specification, and reads the enums of API Guardian', async () => {
    const { shieldZone } = await data<{ shieldZone: Record<string, unknown> }>(`{
      shieldZone(shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}) { apiGuardian { title } apiGuardianEnums { name entries { key value } } } }`);
    expect(shieldZone['apiGuardian']).toBeNull();
    expect(shieldZone['apiGuardianEnums']).toContainEqual({
      name: 'WAFExecutionMode',
      entries: [
        { key: '0', value: 'Log' },
        { key: '1', value: 'Block' },
      ],
    });
  });
});

describe('API Guardian writes', () => {
  it('uploads a specification, whose endpoints the zone then has, and replaces it', async () => {
    const uploaded = await data<{ uploadShieldApiGuardianSpecification: Record<string, unknown> }>(
      `mutation ($content: String!) { uploadShieldApiGuardianSpecification(input: { shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}, content: $content, enforceAuthorizationValidation: false }) { apiGuardian { title version endpoints { totalCount edges { node {
          requestMethod requestPath validateAuthorization } } } } shieldZone { apiGuardian { title } } } }`,
      { content: SPECIFICATION },
    );
    expect(uploaded.uploadShieldApiGuardianSpecification).toMatchObject({
      apiGuardian: { title: 'Media API', version: '1.0.0', endpoints: { totalCount: 3 } },
      shieldZone: { apiGuardian: { title: 'Media API' } },
    });
    const replaced = await data(
      `mutation ($content: String!) { updateShieldApiGuardianSpecification(input: { shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}, content: $content }) { apiGuardian { endpoints { totalCount } } } }`,
      { content: 'openapi: 3.0.3\ninfo:\n  title: Media API\n  version: 1.1.0\npaths:\n  /videos:\n    get: {}\n' },
    );
    expect(replaced).toEqual({
      updateShieldApiGuardianSpecification: { apiGuardian: { endpoints: { totalCount: 1 } } },
    });
  });

  it('changes the settings and an endpoint, answered with the zone as it is now and the endpoint as changed', async () => {
    const settings =
      await data(`mutation { updateShieldApiGuardian(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, apiGuardian: { executionMode: BLOCK, unmatchedPathAction: BLOCK } }) { shieldZoneId shieldZone { apiGuardian {
        executionMode unmatchedPathAction bodyLimitAction } } } }`);
    expect(settings).toEqual({
      updateShieldApiGuardian: {
        shieldZoneId: WEB_SHIELD_ZONE_ID,
        shieldZone: { apiGuardian: { executionMode: 'BLOCK', unmatchedPathAction: 'BLOCK', bodyLimitAction: 'LOG' } },
      },
    });
    const endpoint =
      await data(`mutation { updateShieldApiGuardianEndpoint(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, apiGuardianEndpointId: ${WEB_SECOND_API_GUARDIAN_ENDPOINT_ID}, apiGuardianEndpoint: { rateLimitingEnabled: true,
        rateLimitingType: GLOBAL, rateLimitingRequestCount: 50, rateLimitingTimeframe: PER_TEN_SECONDS,
        injectionDetectionParameters: { header: ["X-Order"] } } }) {
        apiGuardianEndpoint { apiGuardianEndpointId rateLimitingEnabled rateLimitingType rateLimitingRequestCount
          rateLimitingTimeframe injectionDetectionParameters { header query } } } }`);
    expect(endpoint).toEqual({
      updateShieldApiGuardianEndpoint: {
        apiGuardianEndpoint: {
          apiGuardianEndpointId: WEB_SECOND_API_GUARDIAN_ENDPOINT_ID,
          rateLimitingEnabled: true,
          rateLimitingType: 'GLOBAL',
          rateLimitingRequestCount: 50,
          rateLimitingTimeframe: 'PER_TEN_SECONDS',
          injectionDetectionParameters: { header: ['X-Order'], query: null },
        },
      },
    });
  });

  it('refuses an empty change, an empty specification and a request count of zero, before any call', async () => {
    expectRefused(
      await query(
        `mutation { updateShieldApiGuardian(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, apiGuardian: {} }) { shieldZoneId } }`,
      ),
      'input.apiGuardian',
    );
    expectRefused(
      await query(`mutation { uploadShieldApiGuardianSpecification(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, content: "  " }) {
        apiGuardian { title } } }`),
      'input.content',
    );
    expectRefused(
      await query(
        `mutation { updateShieldApiGuardianEndpoint(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, apiGuardianEndpointId: 1, apiGuardianEndpoint: { rateLimitingRequestCount: 0 } }) { apiGuardianEndpoint { id } } }`,
      ),
      'input.apiGuardianEndpoint.rateLimitingRequestCount',
    );
    expectRefused(
      await query(
        `mutation ($content: String!) { updateShieldApiGuardianSpecification(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, content: $content }) { apiGuardian { title } } }`,
        { content: 'openapi: \ud800' },
      ),
      'input.content',
    );
    expectRefused(
      await query(
        `mutation { updateShieldApiGuardianEndpoint(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, apiGuardianEndpointId: 1, apiGuardianEndpoint: { injectionDetectionParameters: { header: [""] } } }) { apiGuardianEndpoint { id } } }`,
      ),
      'input.apiGuardianEndpoint.injectionDetectionParameters.header[0]',
    );
  });
});
