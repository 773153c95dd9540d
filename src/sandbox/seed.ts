import {
  CDN_SCRIPT_ID,
  CDN_SCRIPT_LIVE_RELEASE_ID,
  CDN_SCRIPT_LIVE_RELEASE_UUID,
  CDN_SCRIPT_PREVIOUS_RELEASE_ID,
  CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
  COURSES_LIBRARY_ID,
  COURSES_VIDEO_ID,
  DEMO_BLOCKED_REFERRER,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  EMPTY_SCRIPT_ID,
  EXTERNAL_CERT_HOSTNAME,
  FIRST_CREATED_SHIELD_ZONE_ID,
  MANAGED_CERT_HOSTNAME,
  MEDIA_EDGE_RULE_ID,
  MEDIA_EXTERNAL_CERT_HOSTNAME,
  MEDIA_PULL_ZONE_ID,
  MEDIA_SHIELD_ZONE_ID,
  MIDDLEWARE_SCRIPT_ID,
  MIDDLEWARE_SCRIPT_LIVE_RELEASE_UUID,
  STAGING_PULL_ZONE_ID,
  WEB_BLOCKED_IPV4,
  WEB_BLOCKED_IPV6,
  WEB_DISABLED_EDGE_RULE_ID,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
} from './fixtures.js';
import { seedApps } from './containerSeed.js';
import { fleetScripts, olderReleases } from './edgeScriptFleet.js';
import { deploymentKeyFor, libraryKeyForAccount, securityKeyFor } from './keys.js';
import { DEMO_LIBRARY_VIDEO_COUNT, seedVideos } from './videoSeed.js';
import { seedShieldSettings } from './shieldSeed.js';
import type { AccountState, EdgeScript, PullZone, ShieldZone, TriggeredRule, VideoLibrary } from './records.js';

/**
 * The world every account starts with, built on the well-known ids of fixtures.ts (re-exported here so tests, docs
 * and demos can name them); every account gets the same ids, only its secrets (library keys, deployment keys,
 * token keys) differ.
 */

export * from './fixtures.js';

// ---- Building an account --------------------------------------------------------------

const DAY_MS = 86_400_000;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

function seedPullZones(accountId: string): PullZone[] {
  return [
    {
      id: WEB_PULL_ZONE_ID,
      name: 'acme-web',
      originUrl: 'https://origin.acme-demo.com',
      type: 0,
      monthlyBandwidthUsed: 1_893_412_117_504,
      monthlyCharges: 18.93,
      blockedIps: [WEB_BLOCKED_IPV4, '198.51.100.7', WEB_BLOCKED_IPV6],
      edgeRules: [
        { guid: WEB_EDGE_RULE_ID, description: 'Force HTTPS on checkout', enabled: true, actionType: 0 },
        { guid: WEB_DISABLED_EDGE_RULE_ID, description: 'Block /wp-admin probes', enabled: false, actionType: 4 },
      ],
      hostnames: [
        { value: 'acme-web.b-cdn.net', system: true, externalCertificate: false },
        { value: EXTERNAL_CERT_HOSTNAME, system: false, externalCertificate: true },
        { value: MANAGED_CERT_HOSTNAME, system: false, externalCertificate: false },
      ],
      securityKey: securityKeyFor(accountId, WEB_PULL_ZONE_ID),
    },
    {
      id: MEDIA_PULL_ZONE_ID,
      name: 'acme-media',
      originUrl: 'https://media-origin.acme-demo.com',
      type: 1,
      monthlyBandwidthUsed: 48_210_993_664_000,
      monthlyCharges: 241.05,
      blockedIps: ['192.0.2.15', '2001:db8:1::dead:beef'],
      edgeRules: [
        { guid: MEDIA_EDGE_RULE_ID, description: 'Cache HLS segments for a year', enabled: true, actionType: 3 },
      ],
      hostnames: [
        { value: 'acme-media.b-cdn.net', system: true, externalCertificate: false },
        { value: MEDIA_EXTERNAL_CERT_HOSTNAME, system: false, externalCertificate: true },
      ],
      securityKey: securityKeyFor(accountId, MEDIA_PULL_ZONE_ID),
    },
    {
      id: STAGING_PULL_ZONE_ID,
      name: 'acme-staging',
      originUrl: 'https://staging-origin.acme-demo.com',
      type: 0,
      monthlyBandwidthUsed: 2_147_483_648,
      monthlyCharges: 0.02,
      blockedIps: [],
      edgeRules: [],
      hostnames: [
        { value: 'acme-staging.b-cdn.net', system: true, externalCertificate: false },
        { value: 'staging.acme-demo.com', system: false, externalCertificate: false },
      ],
      securityKey: securityKeyFor(accountId, STAGING_PULL_ZONE_ID),
    },
  ];
}

/** Pull Zones per account: enough to page through (three pages of 20). */
export const SEEDED_PULL_ZONE_COUNT = 60;
/** The ids of the zones after the three named ones run on from here, in order. */
export const FIRST_CUSTOMER_PULL_ZONE_ID = 1300001;

/** Enough quiet zones after the three named ones to page through: 60 per account in all. */
function seedCustomerZones(accountId: string): PullZone[] {
  return Array.from({ length: SEEDED_PULL_ZONE_COUNT - 3 }, (_, index) => {
    const id = FIRST_CUSTOMER_PULL_ZONE_ID + index;
    const name = `acme-customer-${String(index + 1).padStart(2, '0')}`;
    return {
      id,
      name,
      originUrl: `https://${name}.origin.acme-demo.com`,
      type: index % 4 === 3 ? 1 : 0,
      monthlyBandwidthUsed: (index + 1) * 7_340_032_000,
      monthlyCharges: Math.round((index + 1) * 7.34) / 100,
      blockedIps: [],
      edgeRules: [],
      hostnames: [{ value: `${name}.b-cdn.net`, system: true, externalCertificate: false }],
      securityKey: securityKeyFor(accountId, id),
    };
  });
}

function seedVideoLibraries(accountId: string, now: Date): VideoLibrary[] {
  return [
    {
      id: DEMO_LIBRARY_ID,
      name: 'Product Demos',
      pullZoneId: 1290011,
      storageZoneId: 871201,
      apiKey: libraryKeyForAccount(accountId, DEMO_LIBRARY_ID, 'readWrite'),
      readOnlyApiKey: libraryKeyForAccount(accountId, DEMO_LIBRARY_ID, 'readOnly'),
      allowedReferrers: ['acme-demo.com', 'www.acme-demo.com'],
      blockedReferrers: [DEMO_BLOCKED_REFERRER, 'free-movies.example'],
      replicationRegions: ['DE', 'NY', 'SG'],
      dateCreated: daysBefore(now, 412),
      dateModified: daysBefore(now, 3),
      trafficUsage: 734_118_223_104,
      storageUsage: 48_311_902_208,
      videos: seedVideos(
        DEMO_LIBRARY_ID,
        [
          [DEMO_VIDEO_ID, 'Spring collection walkthrough'],
          ['8b7a6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d', 'Checkout in 60 seconds'],
        ],
        DEMO_LIBRARY_VIDEO_COUNT,
        now,
      ),
    },
    {
      id: COURSES_LIBRARY_ID,
      name: 'Training Courses',
      pullZoneId: 1290012,
      storageZoneId: 871202,
      apiKey: libraryKeyForAccount(accountId, COURSES_LIBRARY_ID, 'readWrite'),
      readOnlyApiKey: libraryKeyForAccount(accountId, COURSES_LIBRARY_ID, 'readOnly'),
      allowedReferrers: [],
      blockedReferrers: ['piracy-mirror.example'],
      replicationRegions: ['DE'],
      dateCreated: daysBefore(now, 198),
      dateModified: daysBefore(now, 11),
      trafficUsage: 92_004_118_528,
      storageUsage: 12_884_901_888,
      videos: seedVideos(
        COURSES_LIBRARY_ID,
        [
          [COURSES_VIDEO_ID, 'Module 1: Caching fundamentals'],
          ['2d4f6a8c-0e1b-4c3d-8e5f-7a9b1c3d5e7f', 'Module 2: Edge rules in practice'],
        ],
        2,
        now,
      ),
    },
  ];
}

/** Archived releases of the CDN script before its first hand-written one. */
export const OLDER_CDN_RELEASE_COUNT = 24;

function seedEdgeScripts(accountId: string, now: Date): EdgeScript[] {
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
      variables: [{ id: 5101, name: 'MAX_WIDTH', required: true, defaultValue: '2048' }],
      linkedPullZoneIds: [WEB_PULL_ZONE_ID],
      defaultHostname: 'image-optimizer-k3x9q.b-cdn.net',
      systemHostname: 'image-optimizer-k3x9q.bunny.run',
      deploymentKey: deploymentKeyFor(accountId, CDN_SCRIPT_ID),
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
      variables: [],
      linkedPullZoneIds: [MEDIA_PULL_ZONE_ID],
      defaultHostname: 'auth-gateway-p7m2d.b-cdn.net',
      systemHostname: 'auth-gateway-p7m2d.bunny.run',
      deploymentKey: deploymentKeyFor(accountId, MIDDLEWARE_SCRIPT_ID),
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
      currentReleaseId: 0,
      releases: [],
      variables: [],
      linkedPullZoneIds: [],
      defaultHostname: 'geo-dns-router-z8w4n.b-cdn.net',
      systemHostname: 'geo-dns-router-z8w4n.bunny.run',
      deploymentKey: deploymentKeyFor(accountId, EMPTY_SCRIPT_ID),
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

const WAF_RECOMMENDATIONS: Record<string, TriggeredRule> = {
  '942100': {
    ruleId: '942100',
    ruleName: 'SQL Injection Attack Detected via libinjection',
    recommendation:
      'Keep this rule in blocking mode. 97% of the matches came from 6 IPs probing /products with UNION-based payloads; none carried a session cookie. If your search form legitimately accepts SQL-like syntax, add a custom rule that skips 942100 only for the q parameter on /search.',
  },
  '941100': {
    ruleId: '941100',
    ruleName: 'XSS Attack Detected via libinjection',
    recommendation:
      'The triggers are reflected-XSS probes against /search. Keep blocking; consider enabling the challenge action for repeat offenders instead of disabling the rule.',
  },
  '930120': {
    ruleId: '930120',
    ruleName: 'OS File Access Attempt',
    recommendation:
      'All matches request /etc/passwd through path traversal. These are scanners; blocking is safe. No legitimate traffic matched in the last 72 hours.',
  },
  '913100': {
    ruleId: '913100',
    ruleName: 'Found User-Agent associated with security scanner',
    recommendation:
      'Matches come from sqlmap and Nmap user agents. If you run authorised scans, allow-list your scanner IPs in an access list rather than logging this rule only.',
  },
  '920350': {
    ruleId: '920350',
    ruleName: 'Host header is a numeric IP address',
    recommendation:
      'Requests addressed to the raw IP are almost always bots. Switch the rule from log to block once you confirm no health checks use the IP directly.',
  },
};

function triggeredRules(ruleIds: readonly string[]): Map<string, TriggeredRule> {
  return new Map(
    ruleIds.flatMap((ruleId) => {
      const rule = WAF_RECOMMENDATIONS[ruleId];
      return rule ? [[ruleId, rule] as const] : [];
    }),
  );
}

function seedShieldZones(now: Date): ShieldZone[] {
  const learningUntil = new Date(now.getTime() + 7 * DAY_MS).toISOString();
  return [
    {
      id: WEB_SHIELD_ZONE_ID,
      pullZoneId: WEB_PULL_ZONE_ID,
      settings: {
        shieldZoneId: WEB_SHIELD_ZONE_ID,
        planType: 1,
        learningMode: false,
        wafEnabled: true,
        wafExecutionMode: 1,
      },
      hasTraffic: true,
      triggeredRules: triggeredRules(['942100', '941100', '930120', '913100']),
      totalCleanRequestsLimit: 5_000_000_000,
    },
    {
      id: MEDIA_SHIELD_ZONE_ID,
      pullZoneId: MEDIA_PULL_ZONE_ID,
      settings: {
        shieldZoneId: MEDIA_SHIELD_ZONE_ID,
        planType: 0,
        learningMode: true,
        learningModeUntil: learningUntil,
        wafEnabled: true,
      },
      hasTraffic: true,
      triggeredRules: triggeredRules(['920350', '913100']),
      totalCleanRequestsLimit: 2_500_000_000,
    },
  ];
}

/** Shield Zones beside the two above, on the first customer Pull Zones: enough for a few pages of Shield Zones. */
export const SEEDED_CUSTOMER_SHIELD_ZONE_COUNT = 25;
export const FIRST_CUSTOMER_SHIELD_ZONE_ID = 42001;

function seedCustomerShieldZones(): ShieldZone[] {
  return Array.from({ length: SEEDED_CUSTOMER_SHIELD_ZONE_COUNT }, (_, index) => ({
    id: FIRST_CUSTOMER_SHIELD_ZONE_ID + index,
    pullZoneId: FIRST_CUSTOMER_PULL_ZONE_ID + index,
    settings: { planType: index % 4, wafEnabled: index % 3 !== 0, wafExecutionMode: index % 2 },
    hasTraffic: index % 2 === 0,
    triggeredRules: triggeredRules(index % 2 === 0 ? ['942100', '920350'] : []),
    totalCleanRequestsLimit: 1_000_000_000,
  }));
}

function byId<K, T extends { id: K }>(items: readonly T[]): Map<K, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** A fresh copy of the seeded world for one account. */
export function seedAccount(accountId: string, now: Date): AccountState {
  return {
    id: accountId,
    pullZones: byId([...seedPullZones(accountId), ...seedCustomerZones(accountId)]),
    videoLibraries: byId(seedVideoLibraries(accountId, now)),
    edgeScripts: byId([
      ...seedEdgeScripts(accountId, now),
      ...fleetScripts(accountId, now, FIRST_CUSTOMER_PULL_ZONE_ID),
    ]),
    apps: byId(seedApps()),
    shieldZones: byId([...seedShieldZones(now), ...seedCustomerShieldZones()]),
    nextShieldZoneId: FIRST_CREATED_SHIELD_ZONE_ID,
    shieldSettings: seedShieldSettings(),
    certificateRequests: new Map(),
  };
}
