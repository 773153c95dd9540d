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
