/**
 * This area's tab in GraphiQL (src/graphiql.ts): a DNS dashboard (a page of zones, one zone with its records, the
 * Pull Zone a record points at and a week of queries), then a record added and deleted again, each change answering
 * the zone as it is now. The delete takes the id the add answered (`npm run dev` fills the one a fresh sandbox gives).
 */
export const dnsGraphiqlTab = `# DNS: a page of zones, one zone with its records (and the Pull Zone a record
# points at) and its queries; then DnsAddRecord adds a record and
# DnsDeleteRecord deletes it again (put the dnsRecordId the add answered into
# the variables first), each answering the zone as it is now.
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

mutation DnsAddRecord($dnsZoneId: SafeInt!) {
  createDnsRecord(input: { dnsZoneId: $dnsZoneId, dnsRecord: { type: TXT, name: "_graphiql", value: "hello from GraphiQL", ttl: 300 } }) {
    dnsRecord { id dnsRecordId name value }
    dnsZone { id records(first: 1, search: "_graphiql") { totalCount } }
  }
}

mutation DnsDeleteRecord($dnsZoneId: SafeInt!, $dnsRecordId: SafeInt!) {
  deleteDnsRecord(input: { dnsZoneId: $dnsZoneId, dnsRecordId: $dnsRecordId }) {
    deletedDnsRecordId
    dnsZone { id records(first: 1, search: "_graphiql") { totalCount } }
  }
}`;

/** Lists the records whose ids the tab's variables need, for a real account (graphiql/firstRun.ts). */
export const dnsGraphiqlIds = `query DnsZoneIds {
  dnsZones(first: 20) { edges { node { dnsZoneId domain } } }
}`;
