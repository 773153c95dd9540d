import type { components } from '../../__generated__/upstream/magic-containers-api.js';

/**
 * Magic Containers records as magic-containers-api.json describes them: aliases of the types generated from the
 * published document (`npm run upstream-types`), never written by hand. The names are the area's, so its client,
 * mappers and codegen's `mappers` (index.ts) do not change when the document does; a change of shape shows up as a
 * type error where the area reads it. The parents of the GraphQL types that need ids bunny.net leaves out of a
 * record (the application's, the volume's) are at the end.
 */

type Schemas = components['schemas'];

// ---- Endpoints, as sent (EndpointRequest) and as listed (EndpointListItem) -------------------

/** EndpointRequest: the body of an endpoint's creation or update, and the shape of an endpoint suggestion. */
export type UpstreamEndpoint = Schemas['EndpointRequest'];
export type UpstreamCdnEndpoint = Schemas['CdnEndpointRequest'];
export type UpstreamAnycastEndpoint = Schemas['AnycastEndpointRequest'];
export type UpstreamPortMappingRequest = Schemas['ContainerPortMappingRequest'];
/** A port mapping as sent (ContainerPortMappingRequest) or as an endpoint lists it (EndpointPortMapping). */
export type UpstreamPortMapping = Schemas['ContainerPortMappingRequest'] | Schemas['EndpointPortMapping'];
/** Sticky sessions as sent (StickySessionSettings) or as an endpoint lists them (EndpointStickySession). */
export type UpstreamStickySessions = Schemas['StickySessionSettings'] | Schemas['EndpointStickySession'];
export type UpstreamEndpointListItem = Schemas['EndpointListItem'];
export type UpstreamEndpointIp = Schemas['EndpointInternalIp'];
export type UpstreamSaveEndpointResponse = Schemas['SaveEndpointResponse'];

// ---- Applications --------------------------------------------------------------------------

/** AppListItem: what `GET /mc/apps` says of each application. */
export type UpstreamAppListItem = Schemas['AppListItem'];
/** Application: `GET /mc/apps/{appId}`, the whole record. */
export type UpstreamApplication = Schemas['Application'];
export type UpstreamDisplayEndpoint = Schemas['DisplayEndpoint'];
export type UpstreamRegionSettings = Schemas['RegionSettings'];
export type UpstreamContainerTemplate = Schemas['ContainerTemplate'];
export type UpstreamContainerInstance = Schemas['ContainerInstance'];
export type UpstreamAutoScaling = Schemas['AutoscalingSettings'];
export type UpstreamVolumeTemplate = Schemas['VolumeTemplate'];
export type UpstreamEntryPoint = Schemas['ContainerEntryPoint'];
export type UpstreamProbes = Schemas['ContainerProbes'];
export type UpstreamProbe = Schemas['ContainerProbe'];
export type UpstreamVolumeMount = Schemas['ContainerVolumeMount'];
export type UpstreamHttpGetProbe = Schemas['HttpGetProbe'];
export type UpstreamTcpSocketProbe = Schemas['TcpSocketProbe'];
export type UpstreamGrpcProbe = Schemas['GrpcProbe'];
export type UpstreamNetworkLimits = Schemas['NetworkLimits'];
export type UpstreamApplicationRequest = Schemas['AddApplicationRequest'];
export type UpstreamApplicationPatch = Schemas['PatchApplicationRequest'];
export type UpstreamApplicationResponse = Schemas['AddApplicationResponse'];
export type UpstreamRegionSettingsRequest = Schemas['UpdateRegionSettingsRequest'];
export type UpstreamContainerRequest = Schemas['ContainerRequest'];
export type UpstreamAddContainerRequest = Schemas['AddContainerRequest'];
export type UpstreamContainerPatch = Schemas['PatchContainerRequest'];
export type UpstreamHttpStatusName = Schemas['HttpStatusCode'];

// ---- Application statistics, summary and overview ------------------------------------------

export type UpstreamAppStatistics = Schemas['Statistics'];
export type UpstreamDataGranularity = Schemas['DataGranularity'];
export type UpstreamUsageSummary = Schemas['UsageSummary'];
export type UpstreamOverview = Schemas['Overview'];
export type UpstreamOverviewRegion = Schemas['OverviewRegion'];
export type UpstreamOverviewPod = Schemas['OverviewPod'];
export type UpstreamOverviewContainer = Schemas['OverviewContainer'];
/** DoubleStatusIndicator or Int32StatusIndicator: a value and bunny.net's grade of it. */
export type UpstreamStatusIndicator = Schemas['DoubleStatusIndicator'] | Schemas['Int32StatusIndicator'];

// ---- Volumes -------------------------------------------------------------------------------

/** VolumeInList of `GET /mc/apps/{appId}/volumes`. */
export type UpstreamVolume = Schemas['VolumeInList'];
/** VolumeInstance, as `GET /mc/apps/{appId}/volumes` carries it inside its volume. */
export type UpstreamVolumeInstance = Schemas['VolumeInstance'];
export type UpstreamVolumePatch = Schemas['PatchVolumeRequest'];
export type UpstreamUpdateVolumeResponse = Schemas['UpdateVolumeResponse'];
export type UpstreamDeleteVolumeInstanceResponse = Schemas['DeleteVolumeInstanceResponse'];
export type UpstreamDeleteAllVolumeInstancesResponse = Schemas['DeleteAllVolumeInstancesResponse'];
export type UpstreamDetachVolumeResponse = Schemas['DetachVolumeResponse'];

/** The list answers of one application's endpoints and volumes (bunny.net sends each list whole). */
export interface UpstreamItems<T> {
  items?: (T | null)[] | null;
}

// ---- Registries and images -----------------------------------------------------------------

export type UpstreamRegistry = Schemas['ContainerRegistry'];
export type UpstreamRegistryRequest = Schemas['ContainerRegistryRequest'];
export type UpstreamSaveRegistryResult = Schemas['SaveContainerRegistryResult'];
export type UpstreamRemoveRegistryResult = Schemas['RemoveContainerRegistryResult'];
export type UpstreamImageConfigRequest = Schemas['ListContainerImageExposedPortsRequest'];
export type UpstreamImageConfig = Schemas['ImageConfig'];
export type UpstreamVolumeSuggestion = Schemas['VolumeSuggestion'];
export type UpstreamConfigSuggestions = Schemas['ContainerConfigSuggestions'];
export type UpstreamEnvironmentVariableSuggestion = Schemas['EnvironmentVariableSuggestion'];
export type UpstreamImage = Schemas['ContainerImage'];
export type UpstreamImageTag = Schemas['ContainerImageTag'];
export type UpstreamImageTagInfo = Schemas['ImageTagInfo'];

// ---- Regions, limits, log forwarding -------------------------------------------------------

export type UpstreamRegion = Schemas['Region'];
export type UpstreamOptimalRegion = Schemas['OptimalBaseRegionResponse'];
export type UpstreamLimits = Schemas['UserLimits'];
export type UpstreamLogForwarding = Schemas['LogForwardingConfiguration'];
export type UpstreamLogForwardingRequest = Schemas['CreateLogForwardingRequest'];

// ---- The parents of the GraphQL types (records whose ids are known) ---------------------

/**
 * An application: from the list (`record`, a summary), from `GET /mc/apps/{appId}` (`whole`), or only its id (a
 * mutation payload's `app`). The fields of the list item read the summary, else the whole record; `configuration`
 * reads the whole record; each read at most once per request, and only when a selected field needs it.
 */
export interface AppRecord {
  readonly appId: string;
  readonly record: UpstreamAppListItem | null;
  readonly whole: UpstreamApplication | null;
}

export type KnownEndpoint = UpstreamEndpointListItem & { readonly appId: string; readonly id: string };
export type KnownVolume = UpstreamVolume & { readonly appId: string; readonly id: string };
export type KnownVolumeInstance = UpstreamVolumeInstance & {
  readonly appId: string;
  readonly volumeId: string;
  readonly id: string;
};
/** A container of an application (its template), with the application's id. */
export type KnownContainer = UpstreamContainerTemplate & { readonly appId: string; readonly id: string };
/** A region, with the id bunny.net keys it by. */
export type KnownRegion = UpstreamRegion & { readonly id: string };
/** One volume's chart of an application's statistics, as the gateway splits bunny.net's map of them. */
export interface VolumeChart {
  readonly volume: string;
  readonly chart: Record<string, number>;
}
/** A registry, with the id it was read or listed by. */
export type KnownRegistry = UpstreamRegistry & { readonly registryId: number };
/** A log-forwarding configuration as the client hands it on: its token taken out (platformClient.ts). */
export type LogForwardingRecord = Omit<UpstreamLogForwarding, 'token'> & { readonly hasToken: boolean };
/** A log-forwarding configuration with the application it belongs to. */
export type KnownLogForwarding = LogForwardingRecord & { readonly appId: string };
