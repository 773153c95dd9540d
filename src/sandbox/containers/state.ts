/** The sandbox's Magic Containers state (one account's applications), kept apart from state.ts to keep each short. */

export type ApplicationStatus = 'active' | 'progressing' | 'inactive' | 'failing' | 'suspended';
export type PortProtocol = 'tcp' | 'udp' | 'sctp';

export interface PortMapping {
  containerPort: number;
  exposedPort?: number | null;
  protocols?: PortProtocol[];
}

export interface StickySessions {
  enabled?: boolean;
  sessionHeaders: string[];
  cookieName?: string;
}

export interface CdnSettings {
  isSslEnabled?: boolean;
  stickySessions?: StickySessions;
  pullZoneId?: number | null;
  portMappings?: PortMapping[];
}

export interface AnycastSettings {
  type: 'iPv4';
  portMappings: PortMapping[];
}

export interface AppEndpoint {
  id: string;
  displayName: string;
  /** The container it leads to; the application's first container when left out. */
  containerId?: string;
  cdn?: CdnSettings;
  anycast?: AnycastSettings;
}

export interface VolumeInstance {
  id: string;
  region: string;
  /** Pods the instance is mounted in; an instance is attached while this is non-empty. */
  attachedPods: string[];
}

export interface Volume {
  id: string;
  name: string;
  sizeGb: number;
  instances: Map<string, VolumeInstance>;
}

export interface EnvironmentVariable {
  name: string;
  value: string;
}

/** A container of an application (its template): the image it runs and how. */
export interface AppContainer {
  id: string;
  name: string;
  imageRegistryId: string;
  imageNamespace: string;
  imageName: string;
  imageTag: string;
  imagePullPolicy: 'always' | 'ifNotPresent';
  environment: EnvironmentVariable[];
  /** ContainerEntryPoint, ContainerProbes and the volume mounts, as last sent (bunny.net's shapes). */
  entryPoint?: Record<string, unknown>;
  probes?: Record<string, unknown>;
  volumeMounts?: { name: string; mountPath: string }[];
}

/** A deployment rolling out (live/overTime.ts): how many of the app's regions run its pods so far. */
export interface Rollout {
  regions: number;
}

export interface ContainerApp {
  id: string;
  name: string;
  description: string;
  status: ApplicationStatus;
  runtimeType: 'shared' | 'reserved';
  regionIds: string[];
  /** Regions it must run in; its first region when left out. */
  requiredRegionIds?: string[];
  maxAllowedRegions?: number | null;
  /** Its containers; an endpoint without a container belongs to the first one. */
  containers: AppContainer[];
  autoScaling: { min: number; max: number };
  endpoints: Map<string, AppEndpoint>;
  volumes: Map<string, Volume>;
  lastDeployedAt?: Date;
  /** Bumped by each restart: the pods' names change with it. */
  restarts?: number;
  /** A deployment rolling out region by region (live/overTime.ts); undefined once every region runs. */
  rollout?: Rollout | undefined;
}

// ---- Account-wide: registries and log forwarding --------------------------------------

export interface ContainerRegistry {
  id: number;
  displayName: string;
  hostName: string;
  userName: string | null;
  /** Kept to check a sign-in, never answered (bunny.net answers only a few of its characters). */
  password: string | null;
  createdAt: Date;
  lastUpdatedAt: Date | null;
}

export interface LogForwarding {
  id: string;
  appId: string;
  type: 'SyslogUdp' | 'SyslogTcp';
  endpoint: string;
  port: number;
  format: 'SyslogRfc3164' | 'SyslogRfc5424';
  enabled: boolean;
  /** Sent with each message; bunny.net answers it back, which the gateway must not. */
  token: string | null;
  createdAt: Date;
}

/** What one account keeps of Magic Containers beside its applications. */
export interface ContainerAccount {
  registries: Map<number, ContainerRegistry>;
  nextRegistryId: number;
  /** By application id: an application forwards its logs to one place at most. */
  logForwarding: Map<string, LogForwarding>;
  /** Numbers the ids of the applications, containers and endpoints the account creates. */
  nextId: number;
}
