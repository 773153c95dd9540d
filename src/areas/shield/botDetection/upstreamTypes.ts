import type { Echoed } from '../../shared/mutationPayload.js';
import type { components } from '../../../__generated__/upstream/shield-api.js';

/** Bot detection and categorization as shield-api.json describes them: aliases of the generated types. */

type Schemas = components['schemas'];

export type UpstreamBotDetection = Schemas['BotDetectionConfigurationState'];
export type UpstreamBrowserFingerprint = Schemas['BrowserFingerprintConfiguration'];
export type UpstreamBotDetectionChange = Schemas['UpdateBotDetectionRequest'];
export type UpstreamBotCategorization = Schemas['BotCategorizationListResponse'];
export type UpstreamBotCategoryGroup = Schemas['BotCategorizationGroup'];
export type UpstreamBot = Schemas['BotCategorizationDetails'];
export type UpstreamBotCategoryDetails = Schemas['BotCategoryDetails'];
export type UpstreamBotAction = Schemas['BotCategorizationAction'];
export type UpstreamBotCategoryAction = Schemas['BotCategoryAction'];
export type UpstreamBotCategory = Schemas['BotCategory'];

/** The parent of `BotDetection`: bunny.net's record, with the zone of the path (the record's own is optional). */
export type ZoneBotDetection = UpstreamBotDetection & { shieldZoneId: number };
/** The parent of `ShieldBotCategorization`: bunny.net's answer, and the zone it is of. */
export type ZoneBotCategorization = UpstreamBotCategorization & { shieldZoneId: number };
/** The parent of `ShieldBotCategorySetting`. */
export type ZoneBotCategory = UpstreamBotCategoryGroup & { shieldZoneId: number };
/** The parent of `ShieldBot`. */
export type ZoneBot = UpstreamBot & { shieldZoneId: number };

export interface BotDetectionUpdateResult extends Echoed {
  shieldZoneId: number;
  botDetection: ZoneBotDetection | null;
}

export interface BotChangeResult extends Echoed {
  shieldZoneId: number;
  bot: ZoneBot | null;
}

/** bunny.net's answer to a category's change (the category and action it now has), or the ones sent when it sent none. */
export interface BotCategoryChangeResult extends UpstreamBotCategoryDetails, Echoed {
  shieldZoneId: number;
}
