import type { DnsState } from './dns/state.js';
import type { AccountProfile } from './account/profile.js';
import type { JsonObject } from './core/json.js';
import type { StorageZoneState } from './storageZones/state.js';
import type { ShieldSettingsState } from './shield/settingsState.js';

/**
 * The records of one account's world, as the sandbox keeps them (state.ts holds the accounts; the seed fills them).
 */

// ---- Pull Zones (core API): pullZoneState.ts --------------------------------------------

export type {
  EdgeRule,
  HostnameCertificate,
  PullZone,
  PullZoneCounters,
  PullZoneHostname,
  SeededPullZone,
} from './pullZones/state.js';
import type { PullZone, PullZoneCounters } from './pullZones/state.js';

// ---- Video libraries (core API), videos and collections (Stream API): videoState.ts ----

export type {
  Caption,
  Chapter,
  LibraryImages,
  MetaTag,
  Moment,
  OriginalFile,
  Thumbnail,
  Video,
  VideoCollection,
  VideoLibrary,
} from './stream/videoState.js';
import type { VideoLibrary } from './stream/videoState.js';

// ---- Edge scripts: edgeScriptState.ts --------------------------------------------------

export type {
  EdgeScriptType,
  EdgeScriptRelease,
  EdgeScriptVariable,
  EdgeScriptSecret,
  EdgeScriptIntegration,
  EdgeScript,
  EdgeScriptIds,
} from './edgeScripts/state.js';
import type { EdgeScript, EdgeScriptIds } from './edgeScripts/state.js';

// ---- Magic Containers: containerState.ts -----------------------------------------------

export type {
  ApplicationStatus,
  PortProtocol,
  PortMapping,
  StickySessions,
  CdnSettings,
  AnycastSettings,
  AppEndpoint,
  VolumeInstance,
  Volume,
  AppContainer,
  ContainerApp,
} from './containers/state.js';
import type { ContainerAccount, ContainerApp } from './containers/state.js';

// ---- Shield ---------------------------------------------------------------------------

export interface TriggeredRule {
  ruleId: string;
  ruleName: string;
  recommendation: string;
}

export interface ShieldZone {
  id: number;
  pullZoneId: number;
  /** The ShieldZoneRequest fields as last sent (echoed back by create). */
  settings: JsonObject;
  /** Seeded zones have traffic (metrics and event logs); zones created later start empty. */
  hasTraffic: boolean;
  triggeredRules: Map<string, TriggeredRule>;
  totalCleanRequestsLimit: number;
}

// ---- The account ----------------------------------------------------------------------

export interface AccountState {
  id: string;
  pullZones: Map<number, PullZone>;
  videoLibraries: Map<number, VideoLibrary>;
  nextVideoLibraryId: number;
  edgeScripts: Map<number, EdgeScript>;
  edgeScriptIds: EdgeScriptIds;
  apps: Map<string, ContainerApp>;
  containerAccount: ContainerAccount;
  shieldZones: Map<number, ShieldZone>;
  nextShieldZoneId: number;
  shieldSettings: ShieldSettingsState;
  /** Last successful external certificate request per lower-cased hostname (Unix ms). */
  certificateRequests: Map<string, number>;
  /** The ids of the next Pull Zone and hostname created (pullZoneState.ts). */
  pullZoneCounters: PullZoneCounters;
  dns: DnsState;
  storageZones: StorageZoneState;
  /** The account's own records: billing, payment requests, API keys (accountProfile.ts). */
  profile: AccountProfile;
}
