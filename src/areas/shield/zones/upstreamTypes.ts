import type { Echoed } from '../../shared/mutationPayload.js';
import type { components } from '../../../__generated__/upstream/shield-api.js';

/**
 * Shield Zone settings as a whole, as shield-api.json describes them: aliases of the types generated from the
 * published document (`npm run upstream-types`), never written by hand.
 */

type Schemas = components['schemas'];

/** The settings of a new zone and the access lists suggested for it. */
export type UpstreamShieldZoneDefaults = Schemas['ShieldZoneDefaults'];
/** A zone's settings as a value (`ShieldZoneRequest`): the parent of `ShieldZoneSettings`. */
export type UpstreamShieldZoneSettings = Schemas['ShieldZoneRequest'];
export type UpstreamSuggestedAccessList = Schemas['SuggestedAccessList'];
export type UpstreamUnderAttackRequest = Schemas['CreateUnderAttackShieldZoneRequest'];

/** What `updateShieldZone` answers: the zone, and whether bunny.net took the change to apply later (HTTP 202). */
export interface ShieldZoneUpdateResult extends Echoed {
  shieldZoneId: number;
  accepted: boolean;
}

/** The promotion state as bunny.net sent it (undocumented), or undefined for an empty answer. */
export interface PromotionState {
  state: unknown;
}
