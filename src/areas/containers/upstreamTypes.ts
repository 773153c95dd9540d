/** Magic Containers records as bunny.net sends and accepts them (magic-containers-api.json), camelCase. */

export interface UpstreamPortMapping {
  containerPort?: number;
  exposedPort?: number | null;
  protocols?: string[];
}

export interface UpstreamStickySessions {
  enabled?: boolean;
  sessionHeaders?: string[];
  cookieName?: string;
}

export interface UpstreamCdnEndpoint {
  isSslEnabled?: boolean;
  stickySessions?: UpstreamStickySessions | null;
  pullZoneId?: number | null;
  portMappings?: UpstreamPortMapping[];
}

export interface UpstreamAnycastEndpoint {
  type?: string;
  portMappings?: UpstreamPortMapping[];
}

/** EndpointRequest: the body of the endpoint update and the shape of an endpoint suggestion. */
export interface UpstreamEndpoint {
  displayName?: string;
  cdn?: UpstreamCdnEndpoint | null;
  anycast?: UpstreamAnycastEndpoint | null;
}

export interface UpstreamImageConfigRequest {
  registryId: string;
  imageName: string;
  imageNamespace: string;
  tag: string;
}

export interface UpstreamVolumeSuggestion {
  containerPath?: string;
  suggestedVolumeName?: string;
}

export interface UpstreamImageConfig {
  endpointSuggestions?: (UpstreamEndpoint | null)[] | null;
  volumeSuggestions?: (UpstreamVolumeSuggestion | null)[] | null;
}

export interface UpstreamDeleteVolumeInstanceResponse {
  id?: string;
}

// ---- Reads: applications, their endpoints and volumes ----------------------------------

export interface UpstreamDisplayEndpoint {
  id?: string;
  address?: string;
  type?: string;
}

/** AppListItem: what `GET /mc/apps` says of each application. */
export interface UpstreamAppListItem {
  id?: string;
  name?: string;
  description?: string;
  displayEndpoint?: UpstreamDisplayEndpoint | null;
  status?: string;
}

export interface UpstreamRegionSettings {
  allowedRegionIds?: string[] | null;
  requiredRegionIds?: string[] | null;
  maxAllowedRegions?: number | null;
  provisioningType?: string;
}

export interface UpstreamContainerTemplate {
  id?: string;
  name?: string;
  image?: string;
  imageName?: string;
  imageNamespace?: string;
  imageTag?: string;
  imageRegistryId?: string;
  imageDigest?: string;
  imagePullPolicy?: string;
  environmentVariables?: ({ name?: string } | null)[] | null;
}

export interface UpstreamContainerInstance {
  id?: string;
  templateId?: string;
  podId?: string;
  nodeIpAddress?: string;
}

export interface UpstreamAutoScaling {
  min?: number;
  max?: number;
}

export interface UpstreamVolumeTemplate {
  name?: string;
  size?: number;
}

/** Application: `GET /mc/apps/{appId}`, the whole record. */
export interface UpstreamApplication extends UpstreamAppListItem {
  runtimeType?: string;
  regionSettings?: UpstreamRegionSettings | null;
  containerTemplates?: (UpstreamContainerTemplate | null)[] | null;
  containerInstances?: (UpstreamContainerInstance | null)[] | null;
  volumes?: (UpstreamVolumeTemplate | null)[] | null;
  autoScaling?: UpstreamAutoScaling | null;
}

export interface UpstreamEndpointIp {
  address?: string;
  region?: string;
}

/** EndpointListItem of `GET /mc/apps/{appId}/endpoints`. */
export interface UpstreamEndpointListItem {
  id?: string;
  displayName?: string;
  publicHost?: string;
  type?: string;
  isSslEnabled?: boolean;
  pullZoneId?: string;
  portMappings?: (UpstreamPortMapping | null)[] | null;
  containerName?: string;
  containerId?: string;
  stickySessions?: UpstreamStickySessions | null;
  internalIpAddresses?: (UpstreamEndpointIp | null)[] | null;
  publicIpAddresses?: (UpstreamEndpointIp | null)[] | null;
}

/** VolumeInstance, as `GET /mc/apps/{appId}/volumes` carries it inside its volume. */
export interface UpstreamVolumeInstance {
  id?: string;
  attachedPods?: string[] | null;
  attachedContainers?: string[] | null;
  region?: string;
  status?: string;
  size?: number;
  usage?: number;
}

/** VolumeInList of `GET /mc/apps/{appId}/volumes`. */
export interface UpstreamVolume {
  id?: string;
  name?: string;
  size?: number;
  totalUsage?: number;
  totalInstancesCount?: number;
  attachedInstancesCount?: number;
  containersCount?: number;
  volumeInstances?: (UpstreamVolumeInstance | null)[] | null;
}

/** The list answers of one application's endpoints and volumes (bunny.net sends each list whole). */
export interface UpstreamItems<T> {
  items?: (T | null)[] | null;
}

// ---- The parents of the GraphQL types (records whose ids are known) ---------------------

/**
 * An application, from the list (a summary) or from `GET /mc/apps/{appId}` (`complete`): the fields of the list
 * item read the record; `configuration` reads the whole record only when the summary is all there is.
 */
export interface AppRecord {
  readonly appId: string;
  readonly record: UpstreamApplication;
  readonly complete: boolean;
}

export type KnownEndpoint = UpstreamEndpointListItem & { readonly appId: string; readonly id: string };
export type KnownVolume = UpstreamVolume & { readonly appId: string; readonly id: string };
export type KnownVolumeInstance = UpstreamVolumeInstance & {
  readonly appId: string;
  readonly volumeId: string;
  readonly id: string;
};
