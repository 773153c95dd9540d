import type { JsonObject } from './json.js';

/**
 * The records of one account's world, as the sandbox keeps them (state.ts holds the accounts; the seed fills them).
 */

// ---- Pull Zones (core API): pullZoneState.ts --------------------------------------------

export type { EdgeRule, PullZone, PullZoneHostname } from './pullZoneState.js';
import type { PullZone } from './pullZoneState.js';

// ---- Video libraries (core API) and videos (Stream API) --------------------------------

export type Thumbnail =
  | { source: 'upload'; size: number; sha256: string; contentType: string; setAt: Date }
  | { source: 'url'; url: string; setAt: Date };

export interface Video {
  guid: string;
  title: string;
  dateUploaded: Date;
  /** Seconds. */
  length: number;
  /** VideoModelStatus: 4 = Finished, 3 = Transcoding... */
  status: number;
  views: number;
  storageSize: number;
  collectionId: string | null;
  thumbnail?: Thumbnail;
}

export interface VideoLibrary {
  id: number;
  name: string;
  pullZoneId: number;
  storageZoneId: number;
  apiKey: string;
  readOnlyApiKey: string;
  allowedReferrers: string[];
  blockedReferrers: string[];
  replicationRegions: string[];
  dateCreated: Date;
  dateModified: Date;
  trafficUsage: number;
  storageUsage: number;
  videos: Map<string, Video>;
}

// ---- Edge scripts: edgeScriptState.ts --------------------------------------------------

export type {
  EdgeScriptType,
  EdgeScriptRelease,
  EdgeScriptVariable,
  EdgeScriptSecret,
  EdgeScriptIntegration,
  EdgeScript,
  EdgeScriptIds,
} from './edgeScriptState.js';
import type { EdgeScript, EdgeScriptIds } from './edgeScriptState.js';

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
} from './containerState.js';
import type { ContainerApp } from './containerState.js';

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
  edgeScripts: Map<number, EdgeScript>;
  edgeScriptIds: EdgeScriptIds;
  apps: Map<string, ContainerApp>;
  shieldZones: Map<number, ShieldZone>;
  nextShieldZoneId: number;
  /** Last successful external certificate request per lower-cased hostname (Unix ms). */
  certificateRequests: Map<string, number>;
}
