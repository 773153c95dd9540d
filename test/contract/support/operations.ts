import {
  buildSchema,
  getNamedType,
  isObjectType,
  isNonNullType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { typeDefsOf } from '../../../src/schema.js';
import {
  ACTIVE_APP_ID,
  CDN_ENDPOINT_ID,
  CDN_SCRIPT_ID,
  CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
  DEMO_BLOCKED_REFERRER,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  COURSES_LIBRARY_ID,
  DETACHED_VOLUME_INSTANCE_ID,
  EXTERNAL_CERT_HOSTNAME,
  TRIGGERED_WAF_RULE_ID,
  VOLUME_ID,
  WEB_BLOCKED_IPV4,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
  STAGING_PULL_ZONE_ID,
} from '../../../src/sandbox/index.js';
import type { Host } from './documents.js';
import { SHIELD_OPERATIONS } from './shieldOperations.js';

/**
 * The gateway's operations, each with valid arguments (the sandbox's seeded ids, which are as valid for any
 * fake host) and the documented upstream call it makes.
 */
export interface ContractOperation {
  /** The GraphQL root field. */
  field: string;
  kind: 'query' | 'mutation';
  /** GraphQL arguments; `from`/`to` of the export are computed per call. */
  args: () => string;
  host: Host;
  method: string;
  /** The documented path, as sent (Magic Containers with its /mc server prefix). */
  path: string;
  /** Extra GraphQL request headers (e.g. the library key, so that the thumbnail call is the only upstream call). */
  headers?: Record<string, string>;
  /** A link of the root field's record that makes the documented call: only it is selected, and it is the result. */
  link?: string;
  /** The selection, for a call made by a link with required arguments (every field is selected otherwise). */
  selection?: string;
  /** Where in `data` the call's record lands (a link's path; the root field, or its `link`, when left out). */
  resultPath?: readonly string[];
}

const recentWindow = (): string => {
  const to = new Date(Date.now() - 60_000);
  const from = new Date(to.getTime() - 2 * 3_600_000);
  return `from: "${from.toISOString()}", to: "${to.toISOString()}"`;
};

export const OPERATIONS: readonly ContractOperation[] = [
  {
    field: 'shieldZoneMetrics',
    kind: 'query',
    args: () => `shieldZoneId: ${WEB_SHIELD_ZONE_ID}`,
    host: 'api',
    method: 'GET',
    path: '/shield/metrics/overview/{shieldZoneId}',
  },
  {
    field: 'createShieldZone',
    kind: 'mutation',
    args: () =>
      `input: { pullZoneId: ${STAGING_PULL_ZONE_ID}, botDetectionExecutionMode: CHALLENGE, csamScanningMode: BLOCK,
        shieldZone: { planType: ADVANCED, wafEnabled: true, wafExecutionMode: BLOCK, ddosShieldSensitivity: MEDIUM, ddosChallengeWindow: 30 } }`,
    host: 'api',
    method: 'POST',
    path: '/shield/shield-zone',
  },
  {
    field: 'wafRuleRecommendation',
    kind: 'query',
    args: () => `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, ruleId: "${TRIGGERED_WAF_RULE_ID}"`,
    host: 'api',
    method: 'GET',
    path: '/shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId}/{ruleId}',
  },
  {
    field: 'shieldEventLogExport',
    kind: 'query',
    args: () =>
      `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, ${recentWindow()}, query: "a", filters: [{ field: IP, op: CIDR, values: ["0.0.0.0/0"] }], maxRows: 5`,
    host: 'api',
    method: 'POST',
    path: '/shield/event-logs/{shieldZoneId}/export',
  },
  {
    field: 'shieldZones',
    kind: 'query',
    args: () => 'first: 10',
    host: 'api',
    method: 'GET',
    path: '/shield/shield-zones',
  },
  {
    field: 'shieldZone',
    kind: 'query',
    args: () => `shieldZoneId: ${WEB_SHIELD_ZONE_ID}`,
    host: 'api',
    method: 'GET',
    path: '/shield/shield-zone/{shieldZoneId}',
  },
  {
    field: 'updateContainerEndpoint',
    kind: 'mutation',
    args: () =>
      `appId: "${ACTIVE_APP_ID}", endpointId: "${CDN_ENDPOINT_ID}", input: { displayName: "web", cdn: { isSslEnabled: true,
        portMappings: [{ containerPort: 8080, exposedPort: 443, protocols: [TCP] }], stickySessions: { enabled: true, sessionHeaders: ["X-Session"], cookieName: "sid" } } }`,
    host: 'api',
    method: 'PUT',
    path: '/mc/apps/{appId}/endpoints/{endpointId}',
  },
  {
    field: 'containerImageSuggestions',
    kind: 'query',
    args: () => 'input: { registryId: "dockerhub", imageName: "nginx", imageNamespace: "library", tag: "1.27" }',
    host: 'api',
    method: 'POST',
    path: '/mc/registries/image-config',
  },
  {
    field: 'deleteVolumeInstance',
    kind: 'mutation',
    args: () => `appId: "${ACTIVE_APP_ID}", volumeId: "${VOLUME_ID}", instanceId: "${DETACHED_VOLUME_INSTANCE_ID}"`,
    host: 'api',
    method: 'DELETE',
    path: '/mc/apps/{appId}/volumes/{volumeId}/instances/{instanceId}',
  },
  {
    field: 'deployContainerApp',
    kind: 'mutation',
    args: () => `appId: "${ACTIVE_APP_ID}"`,
    host: 'api',
    method: 'POST',
    path: '/mc/apps/{appId}/deploy',
  },
  { field: 'containerNodeIps', kind: 'query', args: () => '', host: 'api', method: 'GET', path: '/mc/nodes/plain' },
  // Every field selected: each listed app also reads its whole record, endpoints and volumes (checked as requests;
  // containerApp and those links' answers have their own suite, containerReads.test.ts).
  { field: 'containerApps', kind: 'query', args: () => 'first: 2', host: 'api', method: 'GET', path: '/mc/apps' },
  {
    field: 'updateEdgeScript',
    kind: 'mutation',
    args: () => `edgeScriptId: ${CDN_SCRIPT_ID}, input: { name: "router", scriptType: MIDDLEWARE }`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}',
  },
  {
    field: 'publishEdgeScriptRelease',
    kind: 'mutation',
    args: () => `scriptId: ${CDN_SCRIPT_ID}, releaseUuid: "${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}", note: "roll back"`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}/publish/{uuid}',
  },
  {
    field: 'pullZones',
    kind: 'query',
    args: () => 'first: 20, search: "acme"',
    host: 'api',
    method: 'GET',
    path: '/pullzone',
  },
  {
    field: 'pullZone',
    kind: 'query',
    args: () => `pullZoneId: ${WEB_PULL_ZONE_ID}`,
    host: 'api',
    method: 'GET',
    path: '/pullzone/{id}',
  },
  {
    field: 'setEdgeRuleEnabled',
    kind: 'mutation',
    args: () => `pullZoneId: ${WEB_PULL_ZONE_ID}, edgeRuleId: "${WEB_EDGE_RULE_ID}", enabled: false`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled',
  },
  {
    field: 'removeBlockedIp',
    kind: 'mutation',
    args: () => `pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}"`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/removeBlockedIp',
  },
  {
    field: 'requestExternalHttpCertificate',
    kind: 'mutation',
    args: () => `hostname: "${EXTERNAL_CERT_HOSTNAME}"`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/requestExternalHttpCertificate',
  },
  {
    field: 'resetPullZoneSecurityKey',
    kind: 'mutation',
    args: () => `pullZoneId: ${WEB_PULL_ZONE_ID}, securityKey: "s3cret-token-key"`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/resetSecurityKey',
  },
  {
    field: 'removeBlockedReferrer',
    kind: 'mutation',
    args: () => `videoLibraryId: ${DEMO_LIBRARY_ID}, hostname: "${DEMO_BLOCKED_REFERRER}"`,
    host: 'api',
    method: 'POST',
    path: '/videolibrary/{id}/removeBlockedReferrer',
  },
  {
    field: 'setVideoThumbnail',
    kind: 'mutation',
    args: () =>
      `libraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", thumbnailUrl: "https://img.example.com/thumb.jpg"`,
    host: 'video',
    method: 'POST',
    path: '/library/{libraryId}/videos/{videoId}/thumbnail',
    headers: { 'X-Library-Key': 'library-key-for-contract-tests' },
  },
  // The graph's Edge Script reads (one script a page, so whole-result selections stay within MAX_UPSTREAM_CALLS). The
  // live release (`currentRelease`, GET /compute/script/{id}/releases/active) has no entry: the documents' static
  // example names no live release, so the link would make no call; the graph's integration tests cover it.
  { field: 'edgeScripts', kind: 'query', args: () => 'first: 1', host: 'api', method: 'GET', path: '/compute/script' },
  {
    field: 'edgeScript',
    kind: 'query',
    args: () => `edgeScriptId: ${CDN_SCRIPT_ID}`,
    host: 'api',
    method: 'GET',
    path: '/compute/script/{id}',
  },
  {
    field: 'edgeScript',
    kind: 'query',
    args: () => `edgeScriptId: ${CDN_SCRIPT_ID}`,
    host: 'api',
    method: 'GET',
    path: '/compute/script/{id}/releases',
    link: 'releases',
  },
  {
    field: 'pullZone',
    kind: 'query',
    args: () => `pullZoneId: ${WEB_PULL_ZONE_ID}`,
    host: 'api',
    method: 'GET',
    path: '/statistics',
    selection: `{ pullZoneId statistics(from: "2026-11-14T00:00:00Z", to: "2026-11-21T00:00:00Z", hourly: true) {
      totalBandwidthUsed totalOriginTraffic averageOriginResponseTime totalRequestsServed cacheHitRate
      bandwidthUsedChart { at value } bandwidthCachedChart { at value } cacheHitRateChart { at value }
      requestsServedChart { at value } pullRequestsPulledChart { at value } originResponseTimeChart { at value }
      originTrafficChart { at value } originShieldBandwidthUsedChart { at value } error3xxChart { at value }
      error4xxChart { at value } error5xxChart { at value } geoTrafficDistribution { location bytes } } }`,
    resultPath: ['pullZone', 'statistics'],
  },
  {
    field: 'videoLibraries',
    kind: 'query',
    args: () => 'first: 20, search: "demo"',
    host: 'api',
    method: 'GET',
    path: '/videolibrary',
  },
  {
    field: 'videoLibrary',
    kind: 'query',
    args: () => `videoLibraryId: ${COURSES_LIBRARY_ID}`,
    host: 'api',
    method: 'GET',
    path: '/videolibrary/{id}',
  },
  {
    field: 'videos',
    kind: 'query',
    args: () => `libraryId: ${DEMO_LIBRARY_ID}, first: 20, search: "tour", orderBy: TITLE`,
    host: 'video',
    method: 'GET',
    path: '/library/{libraryId}/videos',
  },
  {
    field: 'video',
    kind: 'query',
    args: () => `libraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}"`,
    host: 'video',
    method: 'GET',
    path: '/library/{libraryId}/videos/{videoId}',
  },
  {
    field: 'videoLibrary',
    link: 'statistics',
    kind: 'query',
    args: () => `videoLibraryId: ${DEMO_LIBRARY_ID}`,
    host: 'video',
    method: 'GET',
    path: '/library/{libraryId}/statistics',
  },
  {
    field: 'originErrorLogs',
    kind: 'query',
    args: () => `pullZoneId: ${WEB_PULL_ZONE_ID}, date: "${new Date().toISOString().slice(0, 10)}"`,
    host: 'originLogs',
    method: 'GET',
    path: '/{pullZoneId}/{dateTime}',
  },
  // Shield (issue 26): every operation of shield-api.json, on the sandbox's seeded ids (shieldFixtures.ts).
  ...SHIELD_OPERATIONS,
];

let schema: GraphQLSchema | undefined;

/** Whether a field below the root calls bunny.net itself (a link): its own contract entry covers that call. */
const isLink = (field: GraphQLField<unknown, unknown>): boolean =>
  field.astNode?.directives?.some(
    (directive) =>
      directive.name.value === 'cost' &&
      directive.arguments?.some(
        ({ name, value }) => name.value === 'weight' && 'value' in value && value.value !== '0',
      ),
  ) ?? false;

/**
 * Every field of the result type, recursively (fields with required arguments and links left out, except the links
 * of the result itself named in `keptLinks`), to expose any null.
 */
function selection(field: GraphQLField<unknown, unknown>, depth: number, keptLinks: readonly string[] = []): string {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return '';
  if (depth > 8) return '{ __typename }';
  const fields = Object.values((type as GraphQLObjectType).getFields())
    .filter((f) => !f.args.some((arg) => isNonNullType(arg.type)) && (!isLink(f) || keptLinks.includes(f.name)))
    .map((f) => `${f.name} ${selection(f, depth + 1)}`);
  return `{ ${fields.join(' ')} }`;
}

/**
 * The GraphQL document of an operation, selecting every field of its result; `keptLinks` names links of the result
 * to select too (a test that checks their calls).
 */
export function documentFor(operation: ContractOperation, keptLinks: readonly string[] = []): string {
  schema ??= buildSchema(typeDefsOf().join('\n'));
  const root = operation.kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[operation.field];
  if (!field) throw new Error(`The GraphQL schema has no ${operation.kind} field ${operation.field}`);
  const args = operation.args();
  const linked = operation.link && (getNamedType(field.type) as GraphQLObjectType).getFields()[operation.link];
  const result =
    operation.selection ?? (linked ? `{ ${operation.link} ${selection(linked, 2)} }` : selection(field, 1, keptLinks));
  return `${operation.kind} { ${operation.field}${args ? `(${args})` : ''} ${result} }`;
}

/** The operation's name in test titles: the root field, and its link when it has one. */
export const nameOf = (operation: ContractOperation): string =>
  operation.link ? `${operation.field}.${operation.link}` : operation.field;

/** The record an operation's call answered: at its `resultPath` under `data`, else its root field's (or link's). */
export function resultOf(data: Record<string, unknown> | null | undefined, operation: ContractOperation): unknown {
  const path = operation.resultPath ?? [operation.field, ...(operation.link ? [operation.link] : [])];
  let value: unknown = data;
  for (const key of path) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** The gateway's error code for each upstream status the documents declare. */
export function expectedCode(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  const table: Record<number, string> = {
    400: 'BAD_USER_INPUT',
    422: 'BAD_USER_INPUT',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    429: 'RATE_LIMITED',
    500: 'UPSTREAM_ERROR',
  };
  const code = table[status];
  if (!code) throw new Error(`No expected GraphQL error code for HTTP ${status}`);
  return code;
}

/** The environment of a gateway under contract test: limits wide enough for whole-result selections. */
export const GATEWAY_ENV = {
  LOG_LEVEL: 'error',
  MAX_QUERY_DEPTH: '30',
  MAX_QUERY_COST: '1000000',
  MAX_QUERY_TOKENS: '100000',
  BREAKER_FAILURE_THRESHOLD: '1000',
};
