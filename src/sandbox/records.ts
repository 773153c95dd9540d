import type { JsonObject } from './json.js';
import type { ShieldSettingsState } from './shieldSettingsState.js';

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

// ---- Edge scripts ---------------------------------------------------------------------

/** 0 = DNS, 1 = CDN, 2 = Middleware (EdgeScriptTypes). */
export type EdgeScriptType = 0 | 1 | 2;

export interface EdgeScriptRelease {
  id: number;
  uuid: string;
  code: string;
  note: string;
  author: string;
  authorEmail: string;
  commitSha: string | null;
  /** 0 = Archived, 1 = Live (EdgeScriptReleaseStatus). */
  status: 0 | 1;
  dateReleased: Date;
  datePublished: Date;
}

export interface EdgeScriptVariable {
  id: number;
  name: string;
  required: boolean;
  defaultValue: string;
}

export interface EdgeScriptIntegration {
  integrationId: number;
  repositoryId: number;
  repositoryName: string;
  branch: string;
  buildCommand: string;
  installCommand: string;
  entryFile: string;
}

export interface EdgeScript {
  id: number;
  name: string;
  scriptType: EdgeScriptType;
  lastModified: Date;
  /** The code currently in the editor; null for a script nobody has written code for yet. */
  code: string | null;
  currentReleaseId: number;
  releases: EdgeScriptRelease[];
  variables: EdgeScriptVariable[];
  linkedPullZoneIds: number[];
  defaultHostname: string;
  systemHostname: string;
  deploymentKey: string;
  integration?: EdgeScriptIntegration;
  monthlyCost: number;
  monthlyRequestCount: number;
  monthlyCpuTime: number;
}

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
  apps: Map<string, ContainerApp>;
  shieldZones: Map<number, ShieldZone>;
  nextShieldZoneId: number;
  shieldSettings: ShieldSettingsState;
  /** Last successful external certificate request per lower-cased hostname (Unix ms). */
  certificateRequests: Map<string, number>;
}
