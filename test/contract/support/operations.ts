import {
  buildSchema,
  getNamedType,
  isObjectType,
  isNonNullType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { existsSync } from 'node:fs';
import { AREA_NAMES } from '../../../src/areas/names.js';
import { typeDefsOf } from '../../../src/schema.js';
import {
  ACTIVE_APP_ID,
  ANYCAST_ENDPOINT_ID,
  INACTIVE_APP_ID,
  PRIVATE_REGISTRY_ID,
  SUSPENDED_APP_ID,
  UNUSED_REGISTRY_ID,
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
  ARCHIVE_COLLECTION_ID,
  CHECKOUT_VIDEO_ID,
  COURSES_VIDEO_ID,
  DEMO_COLLECTION_ID,
  MEDIA_PULL_ZONE_ID,
  MEDIA_EDGE_RULE_ID,
  SANDBOX_CERTIFICATE,
  SANDBOX_CERTIFICATE_KEY,
  SPARE_PULL_ZONE_ID,
  ACME_APEX_DNS_RECORD_ID,
  ACME_DNS_ZONE_ID,
  MEDIA_DNS_ZONE_ID,
  SPARE_DNS_RECORD_ID,
  SPARE_DNS_ZONE_ID,
  ASSETS_STORAGE_ZONE_ID,
  SPARE_STORAGE_ZONE_ID,
} from '../../../src/sandbox/index.js';
import { FIRST_FLEET_SCRIPT_ID, FLEET_SCRIPT_COUNT } from '../../../src/sandbox/edgeScripts/fleet.js';
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

/** A whole container for the Magic Containers writes: image, entry point, probes, variables, endpoint, mount. */
const CONTAINER_INPUT = `{ name: "web", imageRegistryId: "dockerhub", imageNamespace: "library", imageName: "nginx",
  imageTag: "1.27", imagePullPolicy: IF_NOT_PRESENT, entryPoint: { command: ["nginx"], workingDirectory: "/srv" },
  probes: { liveness: { periodSeconds: 10, httpGet: { path: "/healthz", port: 80, expectedStatus: 200 } },
    readiness: { tcpSocket: { port: 80 } } },
  environmentVariables: [{ name: "MODE", value: "contract" }],
  endpoints: [{ displayName: "http", cdn: { isSslEnabled: true, portMappings: [{ containerPort: 80 }] } }],
  volumeMounts: [{ name: "data", mountPath: "/srv/data" }] }`;
/** The hostname the Pull Zone entries add to the media zone, certify and remove. */
const CONTRACT_HOSTNAME = 'cdn-contract.acme-demo.com';

const recentWindow = (): string => {
  const to = new Date(Date.now() - 60_000);
  const from = new Date(to.getTime() - 2 * 3_600_000);
  return `from: "${from.toISOString()}", to: "${to.toISOString()}"`;
};

// ---- Stream (issues 25 and 27): every root field but the uploads (their File arguments are multipart: see
// test/contract/streamContract.test.ts), and the links of VideoLibrary and Video. The sandbox suite runs them in this
// order on one account: the deletions come last, each of a record nothing after it reads.
const LIBRARY = `videoLibraryId: ${DEMO_LIBRARY_ID}`;
const ON_DEMO_VIDEO = `videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}"`;
/** The video host's calls carry the library key, so that the call under test is the only one. */
const LIBRARY_KEY = { 'X-Library-Key': 'library-key-for-contract-tests' };
/** A write of the video host; `fields` are those of its one `input` argument. */
const video = (field: string, method: string, path: string, fields: string = ON_DEMO_VIDEO): ContractOperation => ({
  field,
  kind: 'mutation',
  args: () => `input: { ${fields} }`,
  host: 'video',
  method,
  path,
  headers: LIBRARY_KEY,
});
/** A write of the core API; `fields` are those of its one `input` argument. */
const library = (field: string, method: string, path: string, fields: string): ContractOperation => ({
  field,
  kind: 'mutation',
  args: () => `input: { ${fields} }`,
  host: 'api',
  method,
  path,
});
const videoLink = (link: string, path: string): ContractOperation => ({
  field: 'video',
  link,
  kind: 'query',
  args: () => ON_DEMO_VIDEO,
  host: 'video',
  method: 'GET',
  path,
  headers: LIBRARY_KEY,
});
const libraryLink = (link: string, host: Host, path: string): ContractOperation => ({
  field: 'videoLibrary',
  link,
  kind: 'query',
  args: () => LIBRARY,
  host,
  method: 'GET',
  path,
  ...(host === 'video' && { headers: LIBRARY_KEY }),
});
const VIDEO_PATH = '/library/{libraryId}/videos/{videoId}';

const STREAM_OPERATIONS: readonly ContractOperation[] = [
  {
    field: 'videoLibraryLanguages',
    kind: 'query',
    args: () => 'first: 5',
    host: 'api',
    method: 'GET',
    path: '/videolibrary/languages',
  },
  {
    field: 'videoCollection',
    kind: 'query',
    args: () => `videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "${DEMO_COLLECTION_ID}"`,
    host: 'video',
    method: 'GET',
    path: '/library/{libraryId}/collections/{collectionId}',
    headers: LIBRARY_KEY,
  },
  {
    field: 'videoOEmbed',
    kind: 'query',
    args: () => `url: "https://iframe.mediadelivery.net/embed/${DEMO_LIBRARY_ID}/${DEMO_VIDEO_ID}", maxWidth: 640`,
    host: 'video',
    method: 'GET',
    path: '/OEmbed',
  },
  libraryLink('collections', 'video', '/library/{libraryId}/collections'),
  libraryLink('transcribingStatistics', 'api', '/videolibrary/{id}/transcribing/statistics'),
  libraryLink('drmStatistics', 'api', '/videolibrary/{id}/drm/statistics'),
  videoLink('collection', '/library/{libraryId}/collections/{collectionId}'),
  videoLink('resolutions', `${VIDEO_PATH}/resolutions`),
  videoLink('storage', `${VIDEO_PATH}/storage`),
  videoLink('heatmap', `${VIDEO_PATH}/heatmap`),
  videoLink('playData', `${VIDEO_PATH}/play`),
  videoLink('heatmapPlayData', `${VIDEO_PATH}/play/heatmap`),
  library(
    'createVideoLibrary',
    'POST',
    '/videolibrary',
    'name: "Contract", replicationRegions: ["DE"], encodingTier: FREE, enabledResolutions: ["720p"]',
  ),
  library(
    'updateVideoLibrary',
    'POST',
    '/videolibrary/{id}',
    `${LIBRARY}, videoLibrary: { name: "Demos", playbackSpeeds: [1, 2], drmVersion: BASIC, googleWidevineDrmEnabled: false }`,
  ),
  library(
    'addVideoLibraryAllowedReferrer',
    'POST',
    '/videolibrary/{id}/addAllowedReferrer',
    `${LIBRARY}, hostname: "shop.example"`,
  ),
  library(
    'removeVideoLibraryAllowedReferrer',
    'POST',
    '/videolibrary/{id}/removeAllowedReferrer',
    `${LIBRARY}, hostname: "shop.example"`,
  ),
  library(
    'addVideoLibraryBlockedReferrer',
    'POST',
    '/videolibrary/{id}/addBlockedReferrer',
    `${LIBRARY}, hostname: "leech.example"`,
  ),
  library('removeVideoLibraryImage', 'DELETE', '/videolibrary/{id}/watermark', `${LIBRARY}, image: WATERMARK`),
  library('resetVideoLibraryApiKey', 'POST', '/videolibrary/{id}/resetReadOnlyApiKey', `${LIBRARY}, key: READ_ONLY`),
  video(
    'createVideo',
    'POST',
    '/library/{libraryId}/videos',
    `videoLibraryId: ${DEMO_LIBRARY_ID}, video: { title: "Contract", thumbnailTime: 1000 }`,
  ),
  video(
    'updateVideo',
    'POST',
    VIDEO_PATH,
    `${ON_DEMO_VIDEO}, video: { title: "Renamed", moments: [{ label: "A", timestamp: 3 }] }`,
  ),
  video(
    'fetchVideo',
    'POST',
    '/library/{libraryId}/videos/fetch',
    `videoLibraryId: ${DEMO_LIBRARY_ID}, video: { url: "https://media.example.com/a.mp4", title: "Fetched", thumbnailTime: 500,
      headers: [{ name: "Authorization", value: "Bearer origin-token" }] }`,
  ),
  video('repackageVideo', 'POST', `${VIDEO_PATH}/repackage`),
  video('reencodeVideo', 'POST', `${VIDEO_PATH}/reencode`),
  video('addVideoOutputCodec', 'PUT', `${VIDEO_PATH}/outputs/{outputCodecId}`, `${ON_DEMO_VIDEO}, codec: HEVC`),
  video(
    'transcribeVideo',
    'POST',
    `${VIDEO_PATH}/transcribe`,
    `${ON_DEMO_VIDEO}, transcription: { targetLanguages: ["en"] }`,
  ),
  video(
    'triggerVideoSmartActions',
    'POST',
    `${VIDEO_PATH}/smart`,
    `${ON_DEMO_VIDEO}, smartActions: { generateTitle: true }`,
  ),
  video(
    'addVideoCaption',
    'POST',
    `${VIDEO_PATH}/captions/{srclang}`,
    `${ON_DEMO_VIDEO}, srclang: "de", label: "Deutsch", text: "WEBVTT\\n\\n00:00.000 --> 00:01.000\\nHallo"`,
  ),
  video(
    'cleanUpVideoResolutions',
    'POST',
    `${VIDEO_PATH}/resolutions/cleanup`,
    `${ON_DEMO_VIDEO}, resolutions: { resolutions: ["360p"], dryRun: true }`,
  ),
  video(
    'createVideoCollection',
    'POST',
    '/library/{libraryId}/collections',
    `videoLibraryId: ${DEMO_LIBRARY_ID}, name: "Contract"`,
  ),
  video(
    'updateVideoCollection',
    'POST',
    '/library/{libraryId}/collections/{collectionId}',
    `videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "${DEMO_COLLECTION_ID}", name: "Spring launch 2026"`,
  ),
  video(
    'removeVideoCaption',
    'DELETE',
    `${VIDEO_PATH}/captions/{srclang}`,
    `videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${CHECKOUT_VIDEO_ID}", srclang: "en"`,
  ),
  video(
    'deleteVideoCollection',
    'DELETE',
    '/library/{libraryId}/collections/{collectionId}',
    `videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "${ARCHIVE_COLLECTION_ID}"`,
  ),
  video('deleteVideo', 'DELETE', VIDEO_PATH, `videoLibraryId: ${COURSES_LIBRARY_ID}, videoId: "${COURSES_VIDEO_ID}"`),
  library('deleteVideoLibrary', 'DELETE', '/videolibrary/{id}', `videoLibraryId: ${COURSES_LIBRARY_ID}`),
];

/**
 * Each area's operations from its own file, test/contract/operations/<area>.ts (`export const operations`), in the
 * order of the areas (src/areas/names.ts): a new area adds its operations there, not here. The entries below are
 * those not yet moved into their area's file; they run first, in their order.
 */
async function operationsOfAreas(): Promise<ContractOperation[]> {
  const files = AREA_NAMES.map((area) => new URL(`../operations/${area}.ts`, import.meta.url)).filter(existsSync);
  const modules = await Promise.all(files.map((file) => import(/* @vite-ignore */ file.href)));
  return (modules as { operations: readonly ContractOperation[] }[]).flatMap((file) => file.operations);
}

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
    args: () => `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, wafRuleId: "${TRIGGERED_WAF_RULE_ID}"`,
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
      `input: { appId: "${ACTIVE_APP_ID}", endpointId: "${CDN_ENDPOINT_ID}", containerEndpoint: { displayName: "web", cdn: { isSslEnabled: true,
        portMappings: [{ containerPort: 8080, exposedPort: 443, protocols: [TCP] }], stickySessions: { enabled: true, sessionHeaders: ["X-Session"], cookieName: "sid" } } } }`,
    host: 'api',
    method: 'PUT',
    path: '/mc/apps/{appId}/endpoints/{endpointId}',
  },
  {
    field: 'containerImageSuggestions',
    kind: 'query',
    args: () => 'input: { imageRegistryId: "dockerhub", imageName: "nginx", imageNamespace: "library", tag: "1.27" }',
    host: 'api',
    method: 'POST',
    path: '/mc/registries/image-config',
  },
  {
    field: 'deleteContainerVolumeInstance',
    kind: 'mutation',
    args: () =>
      `input: { appId: "${ACTIVE_APP_ID}", volumeId: "${VOLUME_ID}", instanceId: "${DETACHED_VOLUME_INSTANCE_ID}" }`,
    host: 'api',
    method: 'DELETE',
    path: '/mc/apps/{appId}/volumes/{volumeId}/instances/{instanceId}',
  },
  {
    field: 'deployContainerApp',
    kind: 'mutation',
    args: () => `input: { appId: "${ACTIVE_APP_ID}" }`,
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
    args: () => `input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScript: { name: "router", scriptType: MIDDLEWARE } }`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}',
  },
  {
    field: 'publishEdgeScriptRelease',
    kind: 'mutation',
    args: () =>
      `input: { edgeScriptId: ${CDN_SCRIPT_ID}, releaseUuid: "${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}", note: "roll back" }`,
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
    field: 'setPullZoneEdgeRuleEnabled',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${WEB_PULL_ZONE_ID}, edgeRuleId: "${WEB_EDGE_RULE_ID}", enabled: false }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled',
  },
  {
    field: 'removePullZoneBlockedIp',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/removeBlockedIp',
  },
  {
    field: 'requestPullZoneExternalHttpCertificate',
    kind: 'mutation',
    args: () => `input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/requestExternalHttpCertificate',
  },
  {
    field: 'resetPullZoneSecurityKey',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${WEB_PULL_ZONE_ID}, securityKey: "s3cret-token-key" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/resetSecurityKey',
  },
  {
    field: 'removeVideoLibraryBlockedReferrer',
    kind: 'mutation',
    args: () => `input: { videoLibraryId: ${DEMO_LIBRARY_ID}, hostname: "${DEMO_BLOCKED_REFERRER}" }`,
    host: 'api',
    method: 'POST',
    path: '/videolibrary/{id}/removeBlockedReferrer',
  },
  {
    field: 'setVideoThumbnail',
    kind: 'mutation',
    args: () =>
      `input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", thumbnailUrl: "https://img.example.com/thumb.jpg" }`,
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
    args: () => `videoLibraryId: ${DEMO_LIBRARY_ID}, first: 20, search: "tour", orderBy: TITLE`,
    host: 'video',
    method: 'GET',
    path: '/library/{libraryId}/videos',
  },
  {
    field: 'video',
    kind: 'query',
    args: () => `videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}"`,
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
  }, // Pull Zones and purging (issue 25). The changes run in this order against one sandbox account in
  // sandboxContract.test.ts, so each works on what the seed (and the changes before it) left: the media zone is changed,
  // the spare zone deleted; the certificate flows use the media zone's external hostname.
  { field: 'pullZoneCount', kind: 'query', args: () => '', host: 'api', method: 'GET', path: '/pullzone/count' },
  {
    field: 'pullZoneNameAvailability',
    kind: 'query',
    args: () => 'name: "acme-brand-new"',
    host: 'api',
    method: 'POST',
    path: '/pullzone/checkavailability',
  },
  // Magic Containers, issue 27: the rest of magic-containers-api.json. Destructive writes name generated apps
  // (GenApp00NN) or the suspended app's detached `scratch` volume, so the sandbox contract's later operations and
  // faults still find the seeded records they use.
  {
    field: 'createContainerApp',
    kind: 'mutation',
    args: () => `input: { name: "contract app", runtimeType: SHARED, terminationGracePeriodSeconds: 30,
      autoScaling: { min: 1, max: 3 }, regionSettings: { allowedRegionIds: ["DE", "UK"], requiredRegionIds: ["DE"] },
      containers: [${CONTAINER_INPUT}], volumes: [{ name: "data", size: 5 }] }`,
    host: 'api',
    method: 'POST',
    path: '/mc/apps',
  },
  {
    field: 'replaceContainerApp',
    kind: 'mutation',
    args: () => `input: { appId: "GenApp0040", containerApp: { name: "worker-40", runtimeType: RESERVED,
      autoScaling: { min: 1, max: 2 }, regionSettings: { allowedRegionIds: ["SG"], maxAllowedRegions: 1 },
      containers: [${CONTAINER_INPUT}] } }`,
    host: 'api',
    method: 'PUT',
    path: '/mc/apps/{appId}',
  },
  {
    field: 'updateContainerApp',
    kind: 'mutation',
    args: () => `input: { appId: "GenApp0039", containerApp: { name: "worker-39b", autoScaling: { min: 2, max: 4 },
      containers: [{ containerId: "GenCtr0039", name: "worker", imageRegistryId: "dockerhub",
        imageNamespace: "library", imageName: "nginx", imageTag: "1.27" }], volumes: [{ name: "cache", size: 2 }] } }`,
    host: 'api',
    method: 'PATCH',
    path: '/mc/apps/{appId}',
  },
  {
    field: 'deleteContainerApp',
    kind: 'mutation',
    args: () => 'input: { appId: "GenApp0042" }',
    host: 'api',
    method: 'DELETE',
    path: '/mc/apps/{appId}',
  },
  {
    field: 'undeployContainerApp',
    kind: 'mutation',
    args: () => 'input: { appId: "GenApp0038" }',
    host: 'api',
    method: 'POST',
    path: '/mc/apps/{appId}/undeploy',
  },
  {
    field: 'restartContainerApp',
    kind: 'mutation',
    args: () => `input: { appId: "${ACTIVE_APP_ID}" }`,
    host: 'api',
    method: 'POST',
    path: '/mc/apps/{appId}/restart',
  },
  {
    field: 'recreateContainerPod',
    kind: 'mutation',
    args: () => 'input: { appId: "GenApp0036", podId: "worker-36-de-0" }',
    host: 'api',
    method: 'POST',
    path: '/mc/apps/{appId}/pods/{podId}/recreate',
  },
  {
    field: 'updateContainerAppAutoScaling',
    kind: 'mutation',
    args: () => 'input: { appId: "GenApp0037", containerAutoScaling: { min: 2, max: 5 } }',
    host: 'api',
    method: 'PUT',
    path: '/mc/apps/{appId}/autoscaling',
  },
  {
    field: 'updateContainerAppRegionSettings',
    kind: 'mutation',
    args: () =>
      'input: { appId: "GenApp0037", containerRegionSettings: { allowedRegionIds: ["DE", "NY"], requiredRegionIds: ["DE"], maxAllowedRegions: 2 } }',
    host: 'api',
    method: 'PUT',
    path: '/mc/apps/{appId}/region-settings',
  },
  {
    field: 'createContainerTemplate',
    kind: 'mutation',
    args: () => `input: { appId: "GenApp0035", containerTemplate: ${CONTAINER_INPUT} }`,
    host: 'api',
    method: 'POST',
    path: '/mc/apps/{appId}/containers',
  },
  {
    field: 'updateContainerTemplate',
    kind: 'mutation',
    args: () => `input: { appId: "GenApp0034", containerId: "GenCtr0034", containerTemplate: { imageTag: "1.28", imagePullPolicy: ALWAYS,
      entryPoint: { command: ["nginx"], arguments: ["-g", "daemon off;"] } } }`,
    host: 'api',
    method: 'PATCH',
    path: '/mc/apps/{appId}/containers/{containerId}',
  },
  {
    field: 'setContainerEnvironmentVariables',
    kind: 'mutation',
    args: () =>
      'input: { appId: "GenApp0034", containerId: "GenCtr0034", variables: [{ name: "LOG_LEVEL", value: "debug" }] }',
    host: 'api',
    method: 'PUT',
    path: '/mc/apps/{appId}/containers/{containerId}/env',
  },
  {
    field: 'deleteContainerTemplate',
    kind: 'mutation',
    args: () => 'input: { appId: "GenApp0033", containerId: "GenCtr0033" }',
    host: 'api',
    method: 'DELETE',
    path: '/mc/apps/{appId}/containers/{containerId}',
  },
  {
    field: 'createContainerEndpoint',
    kind: 'mutation',
    args: () => `input: { appId: "${ACTIVE_APP_ID}", containerId: "Kj7mNp3qRx", containerEndpoint: { displayName: "admin",
      cdn: { isSslEnabled: true, portMappings: [{ containerPort: 9000 }] } } }`,
    host: 'api',
    method: 'POST',
    path: '/mc/apps/{appId}/containers/{containerId}/endpoints',
  },
  {
    field: 'deleteContainerEndpoint',
    kind: 'mutation',
    args: () => `input: { appId: "${ACTIVE_APP_ID}", endpointId: "${ANYCAST_ENDPOINT_ID}" }`,
    host: 'api',
    method: 'DELETE',
    path: '/mc/apps/{appId}/endpoints/{endpointId}',
  },
  {
    field: 'updateContainerVolume',
    kind: 'mutation',
    args: () => `input: { appId: "${SUSPENDED_APP_ID}", volumeId: "scratch", containerVolume: { size: 60 } }`,
    host: 'api',
    method: 'PATCH',
    path: '/mc/apps/{appId}/volumes/{volumeId}',
  },
  {
    field: 'detachContainerVolume',
    kind: 'mutation',
    args: () => `input: { appId: "${SUSPENDED_APP_ID}", volumeId: "scratch" }`,
    host: 'api',
    method: 'POST',
    path: '/mc/apps/{appId}/volumes/{volumeId}/detach',
  },
  {
    field: 'deleteContainerVolumeInstances',
    kind: 'mutation',
    args: () => `input: { appId: "${SUSPENDED_APP_ID}", volumeId: "scratch" }`,
    host: 'api',
    method: 'DELETE',
    path: '/mc/apps/{appId}/volumes/{volumeId}',
  },
  {
    field: 'containerRegistries',
    kind: 'query',
    args: () => 'first: 5',
    host: 'api',
    method: 'GET',
    path: '/mc/registries',
  },
  {
    field: 'containerRegistry',
    kind: 'query',
    args: () => `registryId: ${PRIVATE_REGISTRY_ID}`,
    host: 'api',
    method: 'GET',
    path: '/mc/registries/{registryId}',
  },
  {
    field: 'createContainerRegistry',
    kind: 'mutation',
    args: () =>
      'input: { displayName: "acme-quay", type: DOCKER_HUB, credentials: { userName: "acme", password: "contract-registry-password" } }',
    host: 'api',
    method: 'POST',
    path: '/mc/registries',
  },
  {
    field: 'updateContainerRegistry',
    kind: 'mutation',
    args: () =>
      `input: { registryId: ${PRIVATE_REGISTRY_ID}, containerRegistry: { displayName: "acme-ghcr-2", type: GITHUB } }`,
    host: 'api',
    method: 'PUT',
    path: '/mc/registries/{registryId}',
  },
  {
    field: 'deleteContainerRegistry',
    kind: 'mutation',
    args: () => `input: { registryId: ${UNUSED_REGISTRY_ID} }`,
    host: 'api',
    method: 'DELETE',
    path: '/mc/registries/{registryId}',
  },
  {
    field: 'containerPublicImages',
    kind: 'query',
    args: () => 'imageRegistryId: "dockerhub", prefix: "tool", first: 5',
    host: 'api',
    method: 'POST',
    path: '/mc/registries/public-images/search',
  },
  {
    field: 'containerImages',
    kind: 'query',
    args: () => `imageRegistryId: "${PRIVATE_REGISTRY_ID}", first: 5`,
    host: 'api',
    method: 'POST',
    path: '/mc/registries/images',
  },
  {
    field: 'containerImageTags',
    kind: 'query',
    args: () => 'image: { imageRegistryId: "dockerhub", imageNamespace: "library", imageName: "nginx" }, first: 5',
    host: 'api',
    method: 'POST',
    path: '/mc/registries/tags',
  },
  {
    field: 'containerImageDigest',
    kind: 'query',
    args: () => 'image: { imageRegistryId: "dockerhub", imageNamespace: "library", imageName: "nginx", tag: "1.27" }',
    host: 'api',
    method: 'POST',
    path: '/mc/registries/digest',
  },
  {
    field: 'containerConfigSuggestions',
    kind: 'query',
    args: () => 'image: { imageRegistryId: "dockerhub", imageNamespace: "library", imageName: "postgres", tag: "16" }',
    host: 'api',
    method: 'POST',
    path: '/mc/registries/config-suggestions',
  },
  { field: 'containerRegions', kind: 'query', args: () => 'first: 5', host: 'api', method: 'GET', path: '/mc/regions' },
  {
    field: 'containerOptimalRegion',
    kind: 'query',
    args: () => 'cdnServerToken: "cdn-token-1"',
    host: 'api',
    method: 'GET',
    path: '/mc/regions/optimal',
  },
  { field: 'containerLimits', kind: 'query', args: () => '', host: 'api', method: 'GET', path: '/mc/limits' },
  { field: 'containerNodes', kind: 'query', args: () => 'first: 5', host: 'api', method: 'GET', path: '/mc/nodes' },
  {
    field: 'containerLogForwardings',
    kind: 'query',
    args: () => 'first: 5',
    host: 'api',
    method: 'GET',
    path: '/mc/log/forwarding',
  },
  {
    field: 'createContainerLogForwarding',
    kind: 'mutation',
    args: () => `input: { appId: "${INACTIVE_APP_ID}", containerLogForwarding: { protocol: SYSLOG_TCP, endpoint: "logs.example.com", port: 6514,
      format: RFC5424, enabled: true, token: "contract-log-token" } }`,
    host: 'api',
    method: 'POST',
    path: '/mc/log/forwarding',
  },
  {
    field: 'updateContainerLogForwarding',
    kind: 'mutation',
    args: () => `input: { appId: "${ACTIVE_APP_ID}", containerLogForwarding: { protocol: SYSLOG_UDP, endpoint: "198.51.100.9", port: 514,
      format: RFC3164, enabled: false } }`,
    host: 'api',
    method: 'PUT',
    path: '/mc/log/forwarding/{appId}',
  },
  {
    field: 'deleteContainerLogForwarding',
    kind: 'mutation',
    args: () => `input: { appId: "${SUSPENDED_APP_ID}" }`,
    host: 'api',
    method: 'DELETE',
    path: '/mc/log/forwarding/{appId}',
  },
  ...STREAM_OPERATIONS,
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
    args: () => `input: { edgeScriptId: ${CDN_SCRIPT_ID}, code: "export default { fetch: (r) => fetch(r) };" }`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}/code',
  },
  {
    field: 'publishEdgeScript',
    kind: 'mutation',
    args: () => `input: { edgeScriptId: ${CDN_SCRIPT_ID}, note: "from the contract suite" }`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}/publish',
  },
  {
    field: 'resetEdgeScriptDeploymentKey',
    kind: 'mutation',
    args: () => `input: { edgeScriptId: ${CDN_SCRIPT_ID} }`,
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
    args: () =>
      `input: { edgeScriptId: ${FIRST_FLEET_SCRIPT_ID + FLEET_SCRIPT_COUNT - 1}, deleteLinkedPullZones: false }`,
    host: 'api',
    method: 'DELETE',
    path: '/compute/script/{id}',
  },
  {
    field: 'createPullZone',
    kind: 'mutation',
    args: () =>
      `input: { name: "acme-contract-${Date.now().toString(36)}", settings: { originUrl: "https://origin.example.com", type: VOLUME,
        cacheControlMaxAgeOverride: 3600, blockedCountries: ["KP"], optimizerImageQuality: 80, enableWebpVary: true } }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone',
  },
  {
    field: 'updatePullZone',
    kind: 'mutation',
    args: () =>
      `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, settings: { originHostHeader: "media.example.com", enableOriginShield: true,
        originShieldZoneCode: "FR", limitRateAfter: 1.5, queryStringVaryParameters: ["v"], originType: ORIGIN_URL } }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}',
  },
  {
    field: 'deletePullZone',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${SPARE_PULL_ZONE_ID} }`,
    host: 'api',
    method: 'DELETE',
    path: '/pullzone/{id}',
  },
  {
    field: 'purgePullZoneCache',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, cacheTag: "hls" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/purgeCache',
  },
  {
    field: 'purgePullZoneUrl',
    kind: 'mutation',
    args: () => 'input: { url: "https://acme-media.b-cdn.net/video/*", async: true }',
    host: 'api',
    method: 'POST',
    path: '/purge',
  },
  {
    field: 'addPullZoneBlockedIp',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, blockedIp: "198.51.100.0/24" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/addBlockedIp',
  },
  {
    field: 'addPullZoneAllowedReferrer',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, hostname: "www.acme-demo.com" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/addAllowedReferrer',
  },
  {
    field: 'removePullZoneAllowedReferrer',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, hostname: "www.acme-demo.com" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/removeAllowedReferrer',
  },
  {
    field: 'addPullZoneBlockedReferrer',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, hostname: "*.hotlinker.example" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/addBlockedReferrer',
  },
  {
    field: 'removePullZoneBlockedReferrer',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, hostname: "*.hotlinker.example" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/removeBlockedReferrer',
  },
  {
    field: 'addPullZoneHostname',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, hostname: "${CONTRACT_HOSTNAME}" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/addHostname',
  },
  {
    field: 'setPullZoneHostnameForceSsl',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, hostname: "${CONTRACT_HOSTNAME}", forceSsl: true }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/setForceSSL',
  },
  {
    field: 'issuePullZoneFreeCertificate',
    kind: 'mutation',
    args: () => `input: { hostname: "${CONTRACT_HOSTNAME}", useOnlyHttp01: false }`,
    host: 'api',
    method: 'GET',
    path: '/pullzone/loadFreeCertificate',
  },
  {
    field: 'requestPullZoneExternalDnsCertificate',
    kind: 'mutation',
    args: () => `input: { hostname: "${CONTRACT_HOSTNAME}" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/requestExternalDnsCertificate',
  },
  {
    field: 'completePullZoneExternalDnsCertificate',
    kind: 'mutation',
    args: () => `input: { hostname: "${CONTRACT_HOSTNAME}" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/completeExternalDnsCertificate',
  },
  {
    field: 'completePullZoneExternalHttpCertificate',
    kind: 'mutation',
    args: () => `input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/completeExternalHttpCertificate',
  },
  {
    field: 'uploadPullZoneCertificate',
    kind: 'mutation',
    args: () =>
      `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, hostname: "${CONTRACT_HOSTNAME}", certificate: "${SANDBOX_CERTIFICATE}", certificateKey: "${SANDBOX_CERTIFICATE_KEY}" }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/addCertificate',
  },
  {
    field: 'setPullZoneCertificateKeyType',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, hostname: "${CONTRACT_HOSTNAME}", keyType: RSA }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{id}/updatePrivateKeyType',
  },
  {
    field: 'removePullZoneCertificate',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, hostname: "${CONTRACT_HOSTNAME}" }`,
    host: 'api',
    method: 'DELETE',
    path: '/pullzone/{id}/removeCertificate',
  },
  {
    field: 'removePullZoneHostname',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, hostname: "${CONTRACT_HOSTNAME}" }`,
    host: 'api',
    method: 'DELETE',
    path: '/pullzone/{id}/removeHostname',
  },
  {
    field: 'setPullZoneEdgeRule',
    kind: 'mutation',
    args: () =>
      `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, rule: { edgeRuleId: "${MEDIA_EDGE_RULE_ID}", actionType: OVERRIDE_CACHE_TIME,
        actionParameter1: "31536000", description: "Cache HLS segments for a year", triggerMatchingType: ALL,
        triggers: [{ type: URL_EXTENSION, patternMatches: ["ts", "m4s"] }, { type: REQUEST_HEADER, parameter1: "Range",
        patternMatches: ["*"], patternMatchingType: NONE }], extraActions: [{ actionType: SET_RESPONSE_HEADER,
        actionParameter1: "X-Cache-Rule", actionParameter2: "hls" }] } }`,
    host: 'api',
    method: 'POST',
    path: '/pullzone/{pullZoneId}/edgerules/addOrUpdate',
  },
  {
    field: 'deletePullZoneEdgeRule',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, edgeRuleId: "${MEDIA_EDGE_RULE_ID}" }`,
    host: 'api',
    method: 'DELETE',
    path: '/pullzone/{pullZoneId}/edgerules/{edgeRuleId}',
  },
  ...[
    {
      link: 'optimizerStatistics',
      path: '/pullzone/{pullZoneId}/optimizer/statistics',
      fields: `totalRequestsOptimized totalTrafficSaved averageProcessingTime averageCompressionRatio
        requestsOptimizedChart { at value } averageCompressionChart { at value } trafficSavedChart { at value }
        averageProcessingTimeChart { at value }`,
    },
    {
      link: 'originShieldQueueStatistics',
      path: '/pullzone/{pullZoneId}/originshield/queuestatistics',
      fields: 'concurrentRequestsChart { at value } queuedRequestsChart { at value }',
    },
    {
      link: 'safeHopStatistics',
      path: '/pullzone/{pullZoneId}/safehop/statistics',
      fields:
        'totalRequestsRetried totalRequestsSaved requestsRetriedChart { at value } requestsSavedChart { at value }',
    },
  ].map(
    ({ link, path, fields }): ContractOperation => ({
      field: 'pullZone',
      kind: 'query',
      args: () => `pullZoneId: ${WEB_PULL_ZONE_ID}`,
      host: 'api',
      method: 'GET',
      path,
      selection: `{ pullZoneId ${link}(from: "2026-11-14T00:00:00Z", to: "2026-11-21T00:00:00Z", hourly: true) { ${fields} } }`,
      resultPath: ['pullZone', link],
    }),
  ),
  // DNS (src/areas/dns). Deletions take the spare zone and record, which no other entry reads. importDnsZoneRecords
  // takes a multipart file part, so it is checked in dnsLinks.test.ts with the links.
  {
    field: 'dnsZones',
    kind: 'query',
    args: () => 'first: 20, search: "acme"',
    host: 'api',
    method: 'GET',
    path: '/dnszone',
  },
  {
    field: 'dnsZone',
    kind: 'query',
    args: () => `dnsZoneId: ${ACME_DNS_ZONE_ID}`,
    host: 'api',
    method: 'GET',
    path: '/dnszone/{id}',
  },
  {
    field: 'dnsZoneAvailability',
    kind: 'query',
    args: () => 'domain: "contract-check.example"',
    host: 'api',
    method: 'POST',
    path: '/dnszone/checkavailability',
  },
  {
    field: 'createDnsZone',
    kind: 'mutation',
    args: () =>
      `input: { domain: "contract-zone.example", records: [{ type: A, name: "", value: "192.0.2.1", ttl: 300 },
        { type: PULL_ZONE, name: "cdn", pullZoneId: ${WEB_PULL_ZONE_ID} }] }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone',
  },
  {
    field: 'updateDnsZone',
    kind: 'mutation',
    args: () =>
      `input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsZone: { customNameserversEnabled: true, nameserver1: "ns1.acme-demo.com",
        nameserver2: "ns2.acme-demo.com", soaEmail: "dns@acme-demo.com", loggingEnabled: true,
        loggingIpAnonymizationEnabled: true, logAnonymization: DROP, certificateKeyType: RSA } }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone/{id}',
  },
  {
    field: 'setDnsZoneDnssec',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID}, enabled: true }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone/{id}/dnssec',
  },
  {
    field: 'setDnsZoneDnssec',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID}, enabled: false }`,
    host: 'api',
    method: 'DELETE',
    path: '/dnszone/{id}/dnssec',
  },
  {
    field: 'issueDnsZoneCertificate',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, domain: "*.acme-demo.com" }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone/{zoneId}/certificate/issue',
  },
  {
    field: 'createDnsRecord',
    kind: 'mutation',
    args: () =>
      `input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecord: { type: SRV, name: "_sip._tcp", value: "sip.acme-demo.com", ttl: 300,
        weight: 5, priority: 10, port: 5060, accelerated: false, monitorType: NONE, smartRoutingType: LATENCY,
        latencyZone: "DE", geolocationLatitude: 50.1, geolocationLongitude: 8.7, enabled: true, comment: "contract",
        autoSslIssuance: false, environmentVariables: [{ name: "REGION", value: "eu" }] } }`,
    host: 'api',
    method: 'PUT',
    path: '/dnszone/{zoneId}/records',
  },
  {
    field: 'updateDnsRecord',
    kind: 'mutation',
    args: () =>
      `input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecordId: ${ACME_APEX_DNS_RECORD_ID}, dnsRecord: { value: "192.0.2.11", ttl: 600,
        enabled: false, flags: 0, tag: "" } }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone/{zoneId}/records/{id}',
  },
  {
    field: 'deleteDnsRecord',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${SPARE_DNS_ZONE_ID}, dnsRecordId: ${SPARE_DNS_RECORD_ID} }`,
    host: 'api',
    method: 'DELETE',
    path: '/dnszone/{zoneId}/records/{id}',
  },
  {
    field: 'scanDnsRecords',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID} }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone/records/scan',
  },
  {
    field: 'deleteDnsZone',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${SPARE_DNS_ZONE_ID} }`,
    host: 'api',
    method: 'DELETE',
    path: '/dnszone/{id}',
  },
  // Storage Zones (src/areas/storageZones). The deletion takes the spare zone, which no other entry reads.
  {
    field: 'storageZones',
    kind: 'query',
    args: () => 'first: 20, search: "acme", includeDeleted: true',
    host: 'api',
    method: 'GET',
    path: '/storagezone',
  },
  {
    field: 'storageZone',
    kind: 'query',
    args: () => `storageZoneId: ${ASSETS_STORAGE_ZONE_ID}`,
    host: 'api',
    method: 'GET',
    path: '/storagezone/{id}',
  },
  {
    field: 'storageZoneAvailability',
    kind: 'query',
    args: () => 'name: "contract-check"',
    host: 'api',
    method: 'POST',
    path: '/storagezone/checkavailability',
  },
  {
    field: 'storageRegions',
    kind: 'query',
    args: () => 'first: 20',
    host: 'api',
    method: 'GET',
    path: '/storagezone/regions',
  },
  {
    field: 'createStorageZone',
    kind: 'mutation',
    args: () =>
      'input: { name: "contract-storage", region: "DE", replicationRegions: ["NY", "SG"], zoneTier: EDGE, s3Supported: true }',
    host: 'api',
    method: 'POST',
    path: '/storagezone',
  },
  {
    field: 'updateStorageZone',
    kind: 'mutation',
    args: () =>
      `input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, storageZone: { replicationRegions: ["SYD"], originUrl: "https://origin.acme-demo.com",
        custom404FilePath: "/404.html", rewrite404To200: true } }`,
    host: 'api',
    method: 'POST',
    path: '/storagezone/{id}',
  },
  {
    field: 'resetStorageZonePassword',
    kind: 'mutation',
    args: () => `input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID} }`,
    host: 'api',
    method: 'POST',
    path: '/storagezone/{id}/resetPassword',
  },
  {
    field: 'resetStorageZoneReadOnlyPassword',
    kind: 'mutation',
    args: () => `input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID} }`,
    host: 'api',
    method: 'POST',
    path: '/storagezone/resetReadOnlyPassword',
  },
  {
    field: 'deleteStorageZone',
    kind: 'mutation',
    args: () => `input: { storageZoneId: ${SPARE_STORAGE_ZONE_ID}, deleteLinkedPullZones: false }`,
    host: 'api',
    method: 'DELETE',
    path: '/storagezone/{id}',
  },
  // The account (core API): its root fields, then the billing links that make their own calls.
  { field: 'billing', kind: 'query', args: () => '', host: 'api', method: 'GET', path: '/billing' },
  {
    field: 'billing',
    link: 'pullZoneUsage',
    kind: 'query',
    args: () => '',
    host: 'api',
    method: 'GET',
    path: '/billing/summary',
  },
  {
    field: 'billing',
    link: 'paymentRequests',
    kind: 'query',
    args: () => '',
    host: 'api',
    method: 'GET',
    path: '/billing/payment-requests',
  },
  { field: 'affiliate', kind: 'query', args: () => '', host: 'api', method: 'GET', path: '/billing/affiliate' },
  { field: 'apiKeys', kind: 'query', args: () => 'first: 10', host: 'api', method: 'GET', path: '/apikey' },
  {
    field: 'auditLog',
    kind: 'query',
    args: () =>
      `date: "${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}", first: 5, order: NEWEST_FIRST,
        products: ["CDN", "Stream"], resourceTypes: ["PullZone"], resourceIds: ["${WEB_PULL_ZONE_ID}"], actorIds: ["7001"]`,
    host: 'api',
    method: 'GET',
    path: '/user/audit/{date}',
  },
  { field: 'countries', kind: 'query', args: () => 'first: 10', host: 'api', method: 'GET', path: '/country' },
  { field: 'regions', kind: 'query', args: () => 'first: 10', host: 'api', method: 'GET', path: '/region' },
  {
    field: 'search',
    kind: 'query',
    args: () => 'query: "acme", first: 5',
    host: 'api',
    method: 'GET',
    path: '/search',
  },
  {
    field: 'priceEstimate',
    kind: 'query',
    args: () => `source: CDN_STANDARD_TIER_EU_TRAFFIC, resourceId: ${WEB_PULL_ZONE_ID}, units: 1000`,
    host: 'api',
    method: 'GET',
    path: '/v1/pricing/{source}/{resourceId}',
  },
  // After these, each area's own file (operations/<area>.ts): Shield's (issue 26) holds every operation of
  // shield-api.json, on the sandbox's seeded ids (shieldFixtures.ts).
  ...(await operationsOfAreas()),
];

/** The variable and secret writes of Edge Scripts, each selecting the record bunny.net answers. */
function variableAndSecretWrites(): ContractOperation[] {
  const script = `edgeScriptId: ${CDN_SCRIPT_ID}`;
  const variable =
    '{ edgeScriptId clientMutationId edgeScriptVariable { id variableId edgeScriptId name required defaultValue } }';
  const secret = '{ edgeScriptId clientMutationId edgeScriptSecret { id secretId edgeScriptId name lastModified } }';
  const write = (field: string, args: string, method: string, path: string, selection: string): ContractOperation => ({
    field,
    kind: 'mutation',
    args: () => `input: { ${script}, ${args} }`,
    host: 'api',
    method,
    path: `/compute/script/{id}/${path}`,
    selection,
  });
  return [
    write(
      'createEdgeScriptVariable',
      'edgeScriptVariable: { name: "CONTRACT_VARIABLE", required: true, defaultValue: "a" }',
      'POST',
      'variables/add',
      variable,
    ),
    write(
      'updateEdgeScriptVariable',
      `variableId: ${CDN_SCRIPT_VARIABLE_ID}, edgeScriptVariable: { defaultValue: "1024", required: false }`,
      'POST',
      'variables/{variableId}',
      variable,
    ),
    write(
      'setEdgeScriptVariable',
      'edgeScriptVariable: { name: "CONTRACT_UPSERTED", required: false, defaultValue: "b" }',
      'PUT',
      'variables',
      variable,
    ),
    write(
      'deleteEdgeScriptVariable',
      `variableId: ${CDN_SCRIPT_VARIABLE_ID}`,
      'DELETE',
      'variables/{variableId}',
      '{ deletedEdgeScriptVariableId edgeScriptId variableId clientMutationId }',
    ),
    write(
      'createEdgeScriptSecret',
      'edgeScriptSecret: { name: "CONTRACT_SECRET", secret: "contract-secret-value" }',
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
      'setEdgeScriptSecret',
      'edgeScriptSecret: { name: "CONTRACT_UPSERTED", secret: "contract-secret-value-3" }',
      'PUT',
      'secrets',
      // Without the secret: after a 204 it is found with GET on the same path, which the documented-answers fake
      // would answer with the status aimed at the PUT (it aims by path). createEdgeScriptSecret maps the same record.
      '{ edgeScriptId clientMutationId }',
    ),
    write(
      'deleteEdgeScriptSecret',
      `secretId: ${CDN_SCRIPT_SECRET_ID}`,
      'DELETE',
      'secrets/{secretId}',
      '{ deletedEdgeScriptSecretId edgeScriptId secretId clientMutationId }',
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
    408: 'UPSTREAM_TIMEOUT',
    409: 'CONFLICT',
    413: 'BAD_USER_INPUT',
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
