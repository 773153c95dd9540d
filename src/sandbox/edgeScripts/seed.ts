import {
  CDN_SCRIPT_ID,
  CDN_SCRIPT_LIVE_RELEASE_ID,
  CDN_SCRIPT_LIVE_RELEASE_UUID,
  CDN_SCRIPT_PREVIOUS_RELEASE_ID,
  CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
  CDN_SCRIPT_SECRET_ID,
  CDN_SCRIPT_VARIABLE_ID,
  EMPTY_SCRIPT_ID,
  MIDDLEWARE_SCRIPT_ID,
  MIDDLEWARE_SCRIPT_LIVE_RELEASE_UUID,
  WEB_PULL_ZONE_ID,
  MEDIA_PULL_ZONE_ID,
} from '../fixtures.js';
import { fleetScripts, olderReleases } from './fleet.js';
import type { EdgeScript, EdgeScriptSecret, EdgeScriptVariable } from './state.js';
import { deploymentKeyFor } from '../core/keys.js';
import { sha256Hex } from '../core/random.js';

/**
 * The edge scripts every account starts with: three written by hand (a CDN script with a long release history, a
 * multi-tenant middleware with many variables and secrets to page through, a DNS script without code) and the fleet
 * of edgeScriptFleet.ts.
 */

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The tenants of the middleware script, each with an origin variable and a signing secret. */
export const MIDDLEWARE_TENANT_COUNT = 24;
const tenantName = (index: number): string => `TENANT_${String(index + 1).padStart(2, '0')}`;

function tenantVariables(): EdgeScriptVariable[] {
  return Array.from({ length: MIDDLEWARE_TENANT_COUNT }, (_, index) => ({
    id: 5211 + index,
    name: `${tenantName(index)}_ORIGIN`,
    required: false,
    defaultValue: `https://tenant-${index + 1}.acme-demo.com`,
  }));
}

function tenantSecrets(now: Date): EdgeScriptSecret[] {
  return Array.from({ length: MIDDLEWARE_TENANT_COUNT }, (_, index) =>
    secret(6211 + index, `${tenantName(index)}_SIGNING_KEY`, daysBefore(now, 20 + index)),
  );
}

/** A seeded secret: its value is never answered, so any fixed text will do. */
function secret(id: number, name: string, lastModified: Date): EdgeScriptSecret {
  return { id, name, valueSha256: sha256Hex(`seeded-secret:${id}`), lastModified };
}

/** Every seeded script of an account. */
export function seedEdgeScripts(accountId: string, now: Date, firstCustomerZoneId: number): EdgeScript[] {
  return [...handWrittenScripts(accountId, now), ...fleetScripts(accountId, now, firstCustomerZoneId)];
}

/** Archived releases of the CDN script before its first hand-written one. */
export const OLDER_CDN_RELEASE_COUNT = 24;

function handWrittenScripts(accountId: string, now: Date): EdgeScript[] {
  const optimizerCode =
    "export default { async fetch(request) { return fetch(request, { cf: { image: { format: 'avif' } } }); } };";
  const authCode =
    "export default { async onOriginRequest(ctx) { if (!ctx.request.headers.get('authorization')) return new Response('Unauthorized', { status: 401 }); } };";
  return [
    {
      id: CDN_SCRIPT_ID,
      name: 'image-optimizer',
      scriptType: 1,
      lastModified: daysBefore(now, 2),
      code: optimizerCode,
      codeModified: daysBefore(now, 2),
      currentReleaseId: CDN_SCRIPT_LIVE_RELEASE_ID,
      releases: [
        release(
          881201,
          'a1e7c3d9-5b2f-4c8a-9e6d-3f1b7a5c9e2d',
          'Initial release',
          0,
          daysBefore(now, 60),
          optimizerCode,
        ),
        release(
          CDN_SCRIPT_PREVIOUS_RELEASE_ID,
          CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
          'Add AVIF support',
          0,
          daysBefore(now, 21),
          optimizerCode,
        ),
        release(
          CDN_SCRIPT_LIVE_RELEASE_ID,
          CDN_SCRIPT_LIVE_RELEASE_UUID,
          'Cache transformed images for 30 days',
          1,
          daysBefore(now, 2),
          optimizerCode,
        ),
        // Enough history to page through the releases.
        ...olderReleases(CDN_SCRIPT_ID, OLDER_CDN_RELEASE_COUNT, daysBefore(now, 60), optimizerCode),
      ],
      variables: [
        { id: CDN_SCRIPT_VARIABLE_ID, name: 'MAX_WIDTH', required: true, defaultValue: '2048' },
        { id: 5102, name: 'QUALITY', required: false, defaultValue: '82' },
      ],
      secrets: [secret(CDN_SCRIPT_SECRET_ID, 'IMAGE_SIGNING_KEY', daysBefore(now, 40))],
      linkedPullZoneIds: [WEB_PULL_ZONE_ID],
      defaultHostname: 'image-optimizer-k3x9q.b-cdn.net',
      systemHostname: 'image-optimizer-k3x9q.bunny.run',
      deploymentKey: deploymentKeyFor(accountId, CDN_SCRIPT_ID),
      deploymentKeyRotations: 0,
      integration: {
        integrationId: 7702,
        repositoryId: 55120931,
        repositoryName: 'acme/image-optimizer',
        branch: 'main',
        installCommand: 'npm ci',
        buildCommand: 'npm run build',
        entryFile: 'dist/index.js',
      },
      monthlyCost: 4.82,
      monthlyRequestCount: 18_442_907,
      monthlyCpuTime: 912_300,
    },
    {
      id: MIDDLEWARE_SCRIPT_ID,
      name: 'auth-gateway',
      scriptType: 2,
      lastModified: daysBefore(now, 9),
      code: authCode,
      codeModified: daysBefore(now, 9),
      currentReleaseId: 881302,
      releases: [
        release(881301, '7f6e5d4c-3b2a-4f1e-8d0c-9b8a7f6e5d4c', 'First cut', 0, daysBefore(now, 30), authCode),
        release(
          881302,
          MIDDLEWARE_SCRIPT_LIVE_RELEASE_UUID,
          'Reject requests without credentials',
          1,
          daysBefore(now, 9),
          authCode,
        ),
      ],
      variables: [
        { id: 5201, name: 'ALLOWED_ORIGINS', required: true, defaultValue: 'https://app.acme-demo.com' },
        ...tenantVariables(),
      ],
      secrets: [secret(6201, 'JWT_SECRET', daysBefore(now, 30)), ...tenantSecrets(now)],
      linkedPullZoneIds: [MEDIA_PULL_ZONE_ID],
      defaultHostname: 'auth-gateway-p7m2d.b-cdn.net',
      systemHostname: 'auth-gateway-p7m2d.bunny.run',
      deploymentKey: deploymentKeyFor(accountId, MIDDLEWARE_SCRIPT_ID),
      deploymentKeyRotations: 0,
      monthlyCost: 0.61,
      monthlyRequestCount: 2_118_004,
      monthlyCpuTime: 88_410,
    },
    {
      id: EMPTY_SCRIPT_ID,
      name: 'geo-dns-router',
      scriptType: 0,
      lastModified: daysBefore(now, 1),
      code: null,
      codeModified: daysBefore(now, 1),
      currentReleaseId: 0,
      releases: [],
      variables: [],
      secrets: [],
      linkedPullZoneIds: [],
      defaultHostname: 'geo-dns-router-z8w4n.b-cdn.net',
      systemHostname: 'geo-dns-router-z8w4n.bunny.run',
      deploymentKey: deploymentKeyFor(accountId, EMPTY_SCRIPT_ID),
      deploymentKeyRotations: 0,
      monthlyCost: 0,
      monthlyRequestCount: 0,
      monthlyCpuTime: 0,
    },
  ];
}

function release(
  id: number,
  uuid: string,
  note: string,
  status: 0 | 1,
  date: Date,
  code: string,
): EdgeScript['releases'][number] {
  return {
    id,
    uuid,
    code,
    note,
    author: 'Maja Novak',
    authorEmail: 'maja@acme-demo.com',
    commitSha: status === 1 ? '4e1f0c9b7a2d' : null,
    status,
    dateReleased: date,
    datePublished: date,
  };
}
