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

/** A container of an application (its template): the image it runs. */
export interface AppContainer {
  id: string;
  name: string;
  imageNamespace: string;
  imageName: string;
  imageTag: string;
  environmentVariableNames: string[];
}

export interface ContainerApp {
  id: string;
  name: string;
  description: string;
  status: ApplicationStatus;
  runtimeType: 'shared' | 'reserved';
  regionIds: string[];
  /** Its containers; every endpoint belongs to the first one. */
  containers: AppContainer[];
  autoScaling: { min: number; max: number };
  endpoints: Map<string, AppEndpoint>;
  volumes: Map<string, Volume>;
  lastDeployedAt?: Date;
}
