/**
 * This area's tab in GraphiQL (src/graphiql.ts): a DNS dashboard (a page of zones, one zone with its records, the
 * Pull Zone a record points at and a week of queries) and the changes, each answering the zone as it is now.
 */
export const dnsGraphiqlTab = `# DNS: a page of zones, one zone with its records (and the Pull Zone a record
# points at) and its queries, then add a record and delete it again, each
# answering the zone as it is now.
query DnsDashboard($dnsZoneId: SafeInt!, $from: DateTime!, $to: DateTime!) {
  dnsZones(first: 10) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id dnsZoneId domain nameserversDetected dnssecEnabled } }
  }
  dnsZone(dnsZoneId: $dnsZoneId) {
    id domain soaEmail zoneFileDownloadPath
    records(first: 20) {
      totalCount
      edges { node { id dnsRecordId type name value ttl enabled pullZone { id name } } }
    }
    statistics(from: $from, to: $to) { totalQueriesServed queriesServedChart { at value } queriesByType { type queries } }
  }
}

mutation DnsChanges($dnsZoneId: SafeInt!) {
  createDnsRecord(input: { dnsZoneId: $dnsZoneId, dnsRecord: { type: TXT, name: "_graphiql", value: "hello from GraphiQL", ttl: 300 } }) {
    dnsRecord { id dnsRecordId name value }
    dnsZone { id records(first: 1, search: "_graphiql") { totalCount } }
  }
}`;
