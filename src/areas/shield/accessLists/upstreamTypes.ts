import type { Echoed } from '../../shared/mutationPayload.js';
import type { components, operations } from '../../../__generated__/upstream/shield-api.js';

/** Access lists as shield-api.json describes them: aliases of the generated types, never written by hand. */

type Schemas = components['schemas'];

export type UpstreamAccessLists = Schemas['AccessListsDetailsResponse'];
export type UpstreamAccessList = Schemas['AccessListDetails'];
export type UpstreamCustomAccessList = Schemas['CustomAccessList'];
export type UpstreamCreateCustomAccessList = Schemas['CreateCustomAccessListRequest'];
export type UpstreamUpdateCustomAccessList = Schemas['UpdateCustomAccessListRequest'];
export type UpstreamAccessListConfiguration = Schemas['UpdateAccessListConfigurationRequest'];
export type UpstreamAccessListEnums =
  operations['Get Access List Enums']['responses'][200]['content']['application/json'];

/** The zone's lists, each knowing its zone and whether it is one of the zone's own (`custom`). */
export type ZoneAccessList = UpstreamAccessList & { shieldZoneId: number; custom: boolean };
/** The parent of `ShieldAccessLists`: bunny.net's answer, and the zone it is of. */
export type ZoneAccessLists = UpstreamAccessLists & { shieldZoneId: number };
/** The parent of `CustomAccessList`: the list and the zone it belongs to. */
export type ZoneCustomAccessList = UpstreamCustomAccessList & { shieldZoneId: number };

export interface CustomAccessListCreationResult extends Echoed {
  shieldZoneId: number;
  list: ZoneCustomAccessList | null;
}

export interface CustomAccessListChangeResult extends Echoed {
  customAccessListId: number;
  list: ZoneCustomAccessList | null;
}

export interface CustomAccessListDeletionResult extends Echoed {
  shieldZoneId: number;
  customAccessListId: number;
}

export interface AccessListConfigurationResult extends UpstreamAccessListConfiguration, Echoed {
  shieldZoneId: number;
  configurationId: number;
}
