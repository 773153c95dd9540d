import type { components } from '../../__generated__/upstream/core-api.js';

/**
 * Pull Zone records as core-api.json describes them: aliases of the types generated from the published document
 * (`npm run upstream-types`), never written by hand. The names are the area's, so its client, mappers and codegen's
 * `mappers` (index.ts) do not change when the document does; a change of shape shows up as a type error where the
 * area reads it.
 */
type Schemas = components['schemas'];

/** A Pull Zone (PullZoneModel). Its secrets (token key, AWS signing, log forwarding token) never reach a field. */
export type UpstreamPullZone = Schemas['PullZoneModel'];

/** A hostname of a Pull Zone (HostnameModel). Its certificate and private key never reach a field. */
export type UpstreamHostname = Schemas['HostnameModel'];

/** An Edge Rule (EdgeRuleV2Model), as a zone lists it and as `addOrUpdate` takes it. */
export type UpstreamEdgeRule = Schemas['EdgeRuleV2Model'];

/** What triggers an Edge Rule. */
export type UpstreamEdgeRuleTrigger = Schemas['Trigger'];

/** An Edge Rule's further action. */
export type UpstreamEdgeRuleAction = Schemas['EdgeRuleV2ActionModel'];

/** The settings a new zone is made with (PullZoneAddModel): `Name`, and the settings of an update. */
export type UpstreamPullZoneAdd = Schemas['PullZoneAddModel'];

/** The settings an update changes (PullZoneSettingsModel): each one left out stays as it is. */
export type UpstreamPullZoneSettings = Schemas['PullZoneSettingsModel'];

/** `GET /pullzone/count`. */
export type UpstreamPullZoneCount = Schemas['PullZoneCountModel'];

/** A Pull Zone whose bunny.net id is known: the parent of the GraphQL `PullZone`. */
export type KnownPullZone = UpstreamPullZone & { Id: number };

/** A hostname with the zone that lists it: its stable `id` is made of both. */
export type ZoneHostname = UpstreamHostname & { readonly pullZoneId: number };

/** An Edge Rule with the zone that holds it: its stable `id` is made of both. */
export type ZoneEdgeRule = UpstreamEdgeRule & { readonly pullZoneId: number };

/** `GET /statistics` (StatisticsModel). */
export type UpstreamStatistics = Schemas['StatisticsModel'];

/** `GET /pullzone/{pullZoneId}/optimizer/statistics`. */
export type UpstreamOptimizerStatistics = Schemas['OptimizerStatisticsModel'];

/** `GET /pullzone/{pullZoneId}/originshield/queuestatistics`. */
export type UpstreamOriginShieldQueueStatistics = Schemas['OriginShieldConcurrencyStatisticsModel'];

/** `GET /pullzone/{pullZoneId}/safehop/statistics`. */
export type UpstreamSafeHopStatistics = Schemas['SafeHopStatisticsModel'];
