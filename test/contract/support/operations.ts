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
  CDN_SCRIPT_SECRET_ID,
  CDN_SCRIPT_VARIABLE_ID,
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
import { FIRST_FLEET_SCRIPT_ID, FLEET_SCRIPT_COUNT } from '../../../src/sandbox/edgeScriptFleet.js';
import type { Host } from './documents.js';

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
  // Edge Scripts (issue 26): the writes, and the links that call bunny.net. Writes select what bunny.net answers (the
  // changed variable or secret), not the links they read again. Run in this order against one sandbox account: the
  // variable and secret are changed before they are deleted, and the deleted script is one no other entry reads.
  {
    field: 'createEdgeScript',
    kind: 'mutation',
    args: () =>
      `input: { name: "contract", scriptType: CDN, code: "export default {}", createLinkedPullZone: true, linkedPullZoneName: "contract-edge",
        integration: { integrationId: 7702, repository: { name: "acme/contract", private: true, templateUrl: "https://github.com/acme/template" },
        deployConfiguration: { branch: "main", installCommand: "npm ci", buildCommand: "npm run build", entryFile: "dist/index.js", createWorkflow: false } } }`,
    host: 'api',
    method: 'POST',
    path: '/compute/script',
  },
  {
    field: 'setEdgeScriptCode',
    kind: 'mutation',
    args: () => `edgeScriptId: ${CDN_SCRIPT_ID}, code: "export default { fetch: (r) => fetch(r) };"`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}/code',
  },
  {
    field: 'publishEdgeScript',
    kind: 'mutation',
    args: () => `edgeScriptId: ${CDN_SCRIPT_ID}, note: "from the contract suite"`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}/publish',
  },
  {
    field: 'rotateEdgeScriptDeploymentKey',
    kind: 'mutation',
    args: () => `edgeScriptId: ${CDN_SCRIPT_ID}`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}/deploymentKey/rotate',
  },
  ...(['code', 'statistics', 'secrets'] as const).map(
    (link): ContractOperation => ({
      field: 'edgeScript',
      kind: 'query',
      args: () => `edgeScriptId: ${CDN_SCRIPT_ID}`,
      host: 'api',
      method: 'GET',
      path: `/compute/script/{id}/${link}`,
      link,
    }),
  ),
  {
    field: 'edgeScript',
    kind: 'query',
    args: () => `edgeScriptId: ${CDN_SCRIPT_ID}`,
    host: 'api',
    method: 'GET',
    path: '/compute/script/{id}/variables/{variableId}',
    selection: `{ variable(variableId: ${CDN_SCRIPT_VARIABLE_ID}) { id variableId edgeScriptId name required defaultValue } }`,
    resultPath: ['edgeScript', 'variable'],
  },
  ...variableAndSecretWrites(),
  {
    field: 'deleteEdgeScript',
    kind: 'mutation',
    args: () => `edgeScriptId: ${FIRST_FLEET_SCRIPT_ID + FLEET_SCRIPT_COUNT - 1}, deleteLinkedPullZones: false`,
    host: 'api',
    method: 'DELETE',
    path: '/compute/script/{id}',
  },
];

/** The variable and secret writes of Edge Scripts, each selecting the record bunny.net answers. */
function variableAndSecretWrites(): ContractOperation[] {
  const script = `edgeScriptId: ${CDN_SCRIPT_ID}`;
  const variable =
    '{ edgeScriptId success edgeScriptVariable { id variableId edgeScriptId name required defaultValue } }';
  const secret = '{ edgeScriptId success edgeScriptSecret { id secretId edgeScriptId name lastModified } }';
  const write = (field: string, args: string, method: string, path: string, selection: string): ContractOperation => ({
    field,
    kind: 'mutation',
    args: () => `${script}, ${args}`,
    host: 'api',
    method,
    path: `/compute/script/{id}/${path}`,
    selection,
  });
  return [
    write(
      'addEdgeScriptVariable',
      'input: { name: "CONTRACT_VARIABLE", required: true, defaultValue: "a" }',
      'POST',
      'variables/add',
      variable,
    ),
    write(
      'updateEdgeScriptVariable',
      `variableId: ${CDN_SCRIPT_VARIABLE_ID}, input: { defaultValue: "1024", required: false }`,
      'POST',
      'variables/{variableId}',
      variable,
    ),
    write(
      'upsertEdgeScriptVariable',
      'input: { name: "CONTRACT_UPSERTED", required: false, defaultValue: "b" }',
      'PUT',
      'variables',
      variable,
    ),
    write(
      'deleteEdgeScriptVariable',
      `variableId: ${CDN_SCRIPT_VARIABLE_ID}`,
      'DELETE',
      'variables/{variableId}',
      '{ deletedId edgeScriptId variableId success }',
    ),
    write(
      'addEdgeScriptSecret',
      'input: { name: "CONTRACT_SECRET", secret: "contract-secret-value" }',
      'POST',
      'secrets',
      secret,
    ),
    write(
      'updateEdgeScriptSecret',
      `secretId: ${CDN_SCRIPT_SECRET_ID}, secret: "contract-secret-value-2"`,
      'POST',
      'secrets/{secretId}',
      secret,
    ),
    write(
      'upsertEdgeScriptSecret',
      'input: { name: "CONTRACT_UPSERTED", secret: "contract-secret-value-3" }',
      'PUT',
      'secrets',
      // Without the secret: after a 204 it is found with GET on the same path, which the documented-answers fake
      // would answer with the status aimed at the PUT (it aims by path). addEdgeScriptSecret maps the same record.
      '{ edgeScriptId success }',
    ),
    write(
      'deleteEdgeScriptSecret',
      `secretId: ${CDN_SCRIPT_SECRET_ID}`,
      'DELETE',
      'secrets/{secretId}',
      '{ deletedId edgeScriptId secretId success }',
    ),
  ];
}

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
