import { defineArea, sdl } from '../shared/area.js';
import { ContainersClient } from './client.js';
import { containersCoverage } from './coverage.js';
import { containersGraphiqlTab } from './graphiqlTab.js';
import { containerNodes } from './node.js';
import { containersResolvers } from './resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly containers: ContainersClient;
  }
}

/** Magic Containers: applications, their endpoints, volumes and instances, node IPs and image suggestions. */
export const containersArea = defineArea({
  name: 'containers',
  typeDefs: [sdl('containerApps.graphql'), sdl('containers.graphql')],
  resolvers: [containersResolvers],
  nodes: containerNodes,
  mappers: {
    ContainerImageSuggestions: 'upstreamTypes.ts#UpstreamImageConfig',
    VolumeSuggestion: 'upstreamTypes.ts#UpstreamVolumeSuggestion',
    ContainerEndpoint: 'upstreamTypes.ts#UpstreamEndpoint',
    CdnEndpoint: 'upstreamTypes.ts#UpstreamCdnEndpoint',
    StickySessions: 'upstreamTypes.ts#UpstreamStickySessions',
    AnycastEndpoint: 'upstreamTypes.ts#UpstreamAnycastEndpoint',
    PortMapping: 'upstreamTypes.ts#UpstreamPortMapping',
    ContainerApp: 'upstreamTypes.ts#AppRecord',
    ContainerDisplayEndpoint: 'upstreamTypes.ts#UpstreamDisplayEndpoint',
    ContainerAppConfiguration: 'upstreamTypes.ts#UpstreamApplication',
    ContainerRegionSettings: 'upstreamTypes.ts#UpstreamRegionSettings',
    ContainerTemplate: 'upstreamTypes.ts#UpstreamContainerTemplate',
    ContainerInstance: 'upstreamTypes.ts#UpstreamContainerInstance',
    ContainerVolumeTemplate: 'upstreamTypes.ts#UpstreamVolumeTemplate',
    ContainerAutoScaling: 'upstreamTypes.ts#UpstreamAutoScaling',
    ContainerAppEndpoint: 'upstreamTypes.ts#KnownEndpoint',
    ContainerEndpointIp: 'upstreamTypes.ts#UpstreamEndpointIp',
    ContainerVolume: 'upstreamTypes.ts#KnownVolume',
    ContainerVolumeInstance: 'upstreamTypes.ts#KnownVolumeInstance',
    ContainerEndpointUpdate: 'payloads.ts#EndpointUpdateResult',
    VolumeInstanceDeletion: 'payloads.ts#VolumeInstanceDeletionResult',
    ContainerAppDeployment: 'payloads.ts#AppDeploymentResult',
  },
  coverage: containersCoverage,
  graphiql: { query: containersGraphiqlTab, placeholders: { appId: 'app id' } },
  client: (session, credentials) => new ContainersClient(session, credentials),
});
