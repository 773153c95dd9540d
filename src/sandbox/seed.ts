import {
  EXTERNAL_CERT_HOSTNAME,
  FIRST_CUSTOMER_PULL_ZONE_ID,
  FIRST_CREATED_SHIELD_ZONE_ID,
  MANAGED_CERT_HOSTNAME,
  MEDIA_EDGE_RULE_ID,
  MEDIA_EXTERNAL_CERT_HOSTNAME,
  MEDIA_PULL_ZONE_ID,
  MEDIA_SHIELD_ZONE_ID,
  STAGING_PULL_ZONE_ID,
  WEB_BLOCKED_IPV4,
  WEB_BLOCKED_IPV6,
  WEB_DISABLED_EDGE_RULE_ID,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
} from './fixtures.js';
import { seedApps, seedContainerAccount } from './containers/seed.js';
import { seedEdgeScripts } from './edgeScripts/seed.js';
import { FIRST_CREATED_IDS } from './edgeScripts/state.js';
import { securityKeyFor } from './core/keys.js';
import { FIRST_CREATED_LIBRARY_ID, seedVideoLibraries } from './stream/videoSeed.js';
import { pullZoneCounters, seededPullZone } from './pullZones/state.js';
import type { AccountState, SeededPullZone, ShieldZone, TriggeredRule } from './records.js';
import { seedDns } from './dns/seed.js';
import { seedStorageZones } from './storageZones/seed.js';
import { seedAccountProfile } from './account/profile.js';
import { seedShieldSettings } from './shield/seed.js';

/**
 * The world every account starts with, built on the well-known ids of fixtures.ts (re-exported here so tests, docs
 * and demos can name them); every account gets the same ids, only its secrets (library keys, deployment keys,
 * token keys) differ.
 */

export * from './fixtures.js';

// ---- Building an account --------------------------------------------------------------

const DAY_MS = 86_400_000;

function seedPullZones(accountId: string): SeededPullZone[] {
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

/** Enough quiet zones after the three named ones to page through: 60 per account in all. */
function seedCustomerZones(accountId: string): SeededPullZone[] {
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
    pullZones: byId([...seedPullZones(accountId), ...seedCustomerZones(accountId)].map(seededPullZone)),
    videoLibraries: byId(seedVideoLibraries(accountId, now)),
    nextVideoLibraryId: FIRST_CREATED_LIBRARY_ID,
    edgeScripts: byId(seedEdgeScripts(accountId, now, FIRST_CUSTOMER_PULL_ZONE_ID)),
    edgeScriptIds: { ...FIRST_CREATED_IDS },
    apps: byId(seedApps()),
    containerAccount: seedContainerAccount(now),
    shieldZones: byId([...seedShieldZones(now), ...seedCustomerShieldZones()]),
    nextShieldZoneId: FIRST_CREATED_SHIELD_ZONE_ID,
    shieldSettings: seedShieldSettings(),
    certificateRequests: new Map(),
    pullZoneCounters: pullZoneCounters(),
    dns: seedDns(now),
    storageZones: seedStorageZones(accountId, now),
    profile: seedAccountProfile(accountId, now),
  };
}
