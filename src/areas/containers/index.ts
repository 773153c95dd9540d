import { defineArea, sdl } from '../shared/area.js';
import { containerLiveResolvers } from './liveResolvers.js';
import { appWriteResolvers } from './apps/writeResolvers.js';
import { ContainersClient } from './client.js';
import { containersCoverage } from './coverage.js';
import { containersGraphiqlTab, containersGraphiqlIds } from './graphiqlTab.js';
import { containerNodes } from './node.js';
import { platformResolvers } from './platform/resolvers.js';
import { registryResolvers } from './registries/resolvers.js';
import { containersResolvers } from './resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly containers: ContainersClient;
  }
}

const upstream = (type: string): string => `upstreamTypes.ts#${type}`;
const payload = (type: string): string => `payloads.ts#${type}`;

/**
 * Magic Containers: applications with their containers, endpoints, volumes, statistics and log forwarding, the
 * account's registries and their images, regions, limits and the node network.
 */
export const containersArea = defineArea({
  name: 'containers',
  typeDefs: [
    sdl('containerApps.graphql'),
    sdl('containerLive.graphql'),
    sdl('containerAppStatistics.graphql'),
    sdl('containerAppWrites.graphql'),
    sdl('containers.graphql'),
    sdl('containerRegistries.graphql'),
    sdl('containerPlatform.graphql'),
  ],
  resolvers: [containersResolvers, appWriteResolvers, registryResolvers, platformResolvers, containerLiveResolvers],
  nodes: containerNodes,
  mappers: {
    // Applications and what they hold
    ContainerApp: upstream('AppRecord'),
    ContainerDisplayEndpoint: upstream('UpstreamDisplayEndpoint'),
    ContainerAppConfiguration: upstream('UpstreamApplication'),
    ContainerNetworkLimits: upstream('UpstreamNetworkLimits'),
    ContainerRegionSettings: upstream('UpstreamRegionSettings'),
    ContainerTemplate: upstream('KnownContainer'),
    ContainerEntryPoint: upstream('UpstreamEntryPoint'),
    ContainerProbes: upstream('UpstreamProbes'),
    ContainerProbe: upstream('UpstreamProbe'),
    HttpGetProbe: upstream('UpstreamHttpGetProbe'),
    TcpSocketProbe: upstream('UpstreamTcpSocketProbe'),
    GrpcProbe: upstream('UpstreamGrpcProbe'),
    ContainerVolumeMount: upstream('UpstreamVolumeMount'),
    ContainerInstance: upstream('UpstreamContainerInstance'),
    ContainerVolumeTemplate: upstream('UpstreamVolumeTemplate'),
    ContainerAutoScaling: upstream('UpstreamAutoScaling'),
    ContainerAppEndpoint: upstream('KnownEndpoint'),
    ContainerEndpointIp: upstream('UpstreamEndpointIp'),
    ContainerVolume: upstream('KnownVolume'),
    ContainerVolumeInstance: upstream('KnownVolumeInstance'),
    // Statistics, summary, overview
    ContainerAppStatistics: upstream('UpstreamAppStatistics'),
    ContainerVolumeChart: upstream('VolumeChart'),
    ContainerAppSummary: upstream('UpstreamUsageSummary'),
    ContainerStatusIndicator: upstream('UpstreamStatusIndicator'),
    ContainerAppOverview: upstream('UpstreamOverview'),
    ContainerOverviewRegion: upstream('UpstreamOverviewRegion'),
    ContainerOverviewPod: upstream('UpstreamOverviewPod'),
    ContainerOverviewContainer: upstream('UpstreamOverviewContainer'),
    // Endpoint configurations and image suggestions
    ContainerImageSuggestions: upstream('UpstreamImageConfig'),
    VolumeSuggestion: upstream('UpstreamVolumeSuggestion'),
    ContainerEndpoint: upstream('UpstreamEndpoint'),
    CdnEndpoint: upstream('UpstreamCdnEndpoint'),
    StickySessions: upstream('UpstreamStickySessions'),
    AnycastEndpoint: upstream('UpstreamAnycastEndpoint'),
    PortMapping: upstream('UpstreamPortMapping'),
    // Registries and images
    ContainerRegistry: upstream('KnownRegistry'),
    ContainerImage: upstream('UpstreamImage'),
    ContainerImageTag: upstream('UpstreamImageTag'),
    ContainerImageDigest: upstream('UpstreamImageTagInfo'),
    ContainerConfigSuggestions: upstream('UpstreamConfigSuggestions'),
    ContainerEnvironmentVariableSuggestion: upstream('UpstreamEnvironmentVariableSuggestion'),
    // Regions, limits, log forwarding
    ContainerRegion: upstream('KnownRegion'),
    ContainerLimits: upstream('UpstreamLimits'),
    ContainerLogForwarding: upstream('KnownLogForwarding'),
    // Payloads: one per mutation (docs/contributing/schema-style.md), several on the same parent
    CreateContainerAppPayload: payload('AppCreationResult'),
    ReplaceContainerAppPayload: payload('AppChangeResult'),
    UpdateContainerAppPayload: payload('AppChangeResult'),
    DeleteContainerAppPayload: payload('AppChangeResult'),
    DeployContainerAppPayload: payload('AppChangeResult'),
    UndeployContainerAppPayload: payload('AppChangeResult'),
    RestartContainerAppPayload: payload('AppChangeResult'),
    RecreateContainerPodPayload: payload('AppChangeResult'),
    UpdateContainerAppAutoScalingPayload: payload('AppChangeResult'),
    UpdateContainerAppRegionSettingsPayload: payload('AppChangeResult'),
    CreateContainerTemplatePayload: payload('ContainerChangeResult'),
    UpdateContainerTemplatePayload: payload('ContainerChangeResult'),
    SetContainerEnvironmentVariablesPayload: payload('ContainerChangeResult'),
    DeleteContainerTemplatePayload: payload('ContainerDeletionResult'),
    CreateContainerEndpointPayload: payload('EndpointCreationResult'),
    UpdateContainerEndpointPayload: payload('EndpointUpdateResult'),
    DeleteContainerEndpointPayload: payload('EndpointDeletionResult'),
    UpdateContainerVolumePayload: payload('VolumeChangeResult'),
    DetachContainerVolumePayload: payload('VolumeChangeResult'),
    DeleteContainerVolumeInstancePayload: payload('VolumeInstanceDeletionResult'),
    DeleteContainerVolumeInstancesPayload: payload('VolumeInstancesDeletionResult'),
    CreateContainerRegistryPayload: payload('RegistrySaveResult'),
    UpdateContainerRegistryPayload: payload('RegistrySaveResult'),
    DeleteContainerRegistryPayload: payload('RegistryDeletionResult'),
    CreateContainerLogForwardingPayload: payload('LogForwardingChangeResult'),
    UpdateContainerLogForwardingPayload: payload('LogForwardingChangeResult'),
    DeleteContainerLogForwardingPayload: payload('AppChangeResult'),
  },
  coverage: containersCoverage,
  graphiql: { query: containersGraphiqlTab, ids: containersGraphiqlIds, placeholders: { appId: 'app id' } },
  client: (session, credentials) => new ContainersClient(session, credentials),
});
