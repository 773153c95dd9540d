/**
 * This area's tab in GraphiQL (src/graphiql.ts): a Storage Zone dashboard (a page of zones with the Pull Zones that
 * pull from them, one zone with its storage and egress charts, the regions) and a change answering the zone as it is.
 */
export const storageZonesGraphiqlTab = `# Storage Zones: a page of zones and their Pull Zones, one zone's storage and a
# week of egress, the regions; then a settings change, answering the zone as it
# is now. Passwords are shown only by create and the resets.
query StorageZoneDashboard($storageZoneId: SafeInt!, $from: DateTime!, $to: DateTime!) {
  storageZones(first: 10) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id storageZoneId name region replicationRegions storageUsed filesStored
      pullZones(first: 3) { totalCount edges { pullZoneId pullZoneName } } } }
  }
  storageZone(storageZoneId: $storageZoneId) {
    id name zoneTier storageHostname s3Supported
    pullZones(first: 5) { edges { node { id name storageZone { id } } } }
    statistics(from: $from, to: $to) { storageUsedChart { at value } fileCountChart { at value } }
    egressStatistics(from: $from, to: $to) { totalEgress httpEgressTotal totalEgressChart { at value } }
  }
  storageRegions(first: 20) { totalCount edges { node { code name } } }
}

mutation StorageZoneChanges($storageZoneId: SafeInt!) {
  updateStorageZone(input: { storageZoneId: $storageZoneId, storageZone: { rewrite404To200: true, custom404FilePath: "/index.html" } }) {
    storageZone { id rewrite404To200 custom404FilePath }
  }
}`;

/** Lists the records whose ids the tab's variables need, for a real account (graphiql/firstRun.ts). */
export const storageZonesGraphiqlIds = `query StorageZoneIds {
  storageZones(first: 20) { edges { node { storageZoneId name } } }
}`;
