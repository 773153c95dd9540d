/**
 * What the two GraphQL references (bench/leanYoga, bench/apollo) share: the gateway's own SDL, so that they answer
 * the same fields under the same names, and the field resolvers that rename what bunny.net spells differently in a
 * Shield metrics record, as the gateway maps it. Each reference makes its upstream calls its own way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PULL_ZONE_FIELDS } from './pullZoneFields.js';

type Json = Record<string, unknown>;

/** The gateway's SDL, from SCHEMA_DIR (the bench sets it; the default is where the bundles in dist/bench/ find it). */
export function gatewayTypeDefs(): string[] {
  const schemaDir = process.env['SCHEMA_DIR'] ?? fileURLToPath(new URL('../../schema/', import.meta.url));
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => readFileSync(`${schemaDir}/${name}`, 'utf8'));
}

/** bunny.net's `{ "2026-11-21": {…} }` maps as the schema's `[{ key, date, value }]` lists. */
const entries =
  (field: string) =>
  (metrics: Json): Json[] =>
    Object.entries(metrics[field] as Record<string, Json>).map(([key, value]) => ({ key, date: key, value }));

/** The Shield metrics record's fields whose GraphQL names differ from bunny.net's. */
export const shieldMetricsFieldResolvers = {
  ShieldZoneMetrics: {
    ddos: (metrics: Json) => metrics['dDoS'],
    rateLimit: (metrics: Json) => metrics['ratelimit'],
    overviewPastTwentyEightDays: entries('overviewPastTwentyEightDays'),
    ddosPastTwentyEightDays: entries('dDoSOverviewPastTwentyEightDays'),
    rateLimitPastTwentyEightDays: entries('ratelimitOverviewPastTwentyEightDays'),
    botDetectionPastTwentyEightDays: entries('botDetectionOverviewPastTwentyEightDays'),
    accessListPastTwentyEightDays: entries('accessListOverviewPastTwentyEightDays'),
    uploadScanningPastTwentyEightDays: entries('uploadScanningOverviewPastTwentyEightDays'),
    apiGuardianPastTwentyEightDays: entries('apiGuardianOverviewPastTwentyEightDays'),
  },
  ShieldOverview: {
    ddosMitigated: (overview: Json) => overview['dDoSMitigated'],
    rateLimitBreaches: (overview: Json) => overview['ratelimitBreaches'],
  },
};

/** The Pull Zone fields the benchmark's pages select, each read from the PullZoneModel property it is spelt as. */
export const pullZoneFieldResolvers: Record<string, (zone: Json) => unknown> = Object.fromEntries(
  PULL_ZONE_FIELDS.map(([name, property]) => [name, (zone: Json) => zone[property]]),
);
/** `removePullZoneBlockedIp`'s input, as the gateway's SDL declares it. */
export interface BlockedIpInput {
  pullZoneId: number;
  blockedIp: string;
  clientMutationId?: string | null;
}
