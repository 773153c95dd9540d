import { defineArea, sdl } from '../shared/area.js';
import { StorageZonesClient } from './client.js';
import { storageZonesCoverage } from './coverage.js';
import { storageZonesGraphiqlTab, storageZonesGraphiqlIds } from './graphiqlTab.js';
import { storageZoneNode } from './node.js';
import { storageZonesResolvers } from './resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly storageZones: StorageZonesClient;
  }
}

/** Storage Zones: bunny.net's object storage zones, their Pull Zones, statistics and passwords. */
export const storageZonesArea = defineArea({
  name: 'storageZones',
  typeDefs: [sdl('storageZones.graphql')],
  resolvers: [storageZonesResolvers],
  nodes: [storageZoneNode],
  mappers: {
    StorageZone: 'upstreamTypes.ts#KnownStorageZone',
    StoragePullZoneEdge: 'upstreamTypes.ts#StoragePullZoneEdgeParent',
    StorageRegion: 'upstreamTypes.ts#KnownStorageRegion',
    StorageZoneStatistics: 'upstreamTypes.ts#UpstreamStorageStatistics',
    StorageZoneEgressStatistics: 'upstreamTypes.ts#UpstreamEgressStatistics',
    StorageZoneAvailability: 'payloads.ts#StorageAvailabilityResult',
    CreateStorageZonePayload: 'payloads.ts#CreateStorageZoneResult',
    UpdateStorageZonePayload: 'payloads.ts#UpdateStorageZoneResult',
    DeleteStorageZonePayload: 'payloads.ts#DeleteStorageZoneResult',
    ResetStorageZonePasswordPayload: 'payloads.ts#ResetStoragePasswordResult',
    ResetStorageZoneReadOnlyPasswordPayload: 'payloads.ts#ResetStoragePasswordResult',
  },
  coverage: storageZonesCoverage,
  graphiql: { query: storageZonesGraphiqlTab, ids: storageZonesGraphiqlIds, placeholders: { storageZoneId: 0 } },
  client: (session, credentials) => new StorageZonesClient(session, credentials),
});
