/**
 * This area's tab in GraphiQL (src/graphiql.ts): the account's dashboard (billing, this month's usage per Pull Zone,
 * payment requests with their invoices, API keys, today's audit log) and the search across every product.
 */
export const accountGraphiqlTab = `# The account: billing with this month's usage per Pull Zone and the payment
# requests (each PDF is a download path), the API keys (masked), today's audit
# log; then a search across every product, each result linked to its record.
query AccountDashboard($date: Date!) {
  billing {
    balance thisMonthCharges
    monthlyCharges { europeTraffic northAmericaTraffic storage dns }
    records(first: 5) { totalCount edges { node { id type amount timestamp summaryPdfPath } } }
    pullZoneUsage(first: 5) { totalCount edges { node { pullZoneId monthlyCharges pullZone { id name } } } }
    paymentRequests(first: 5) { edges { node { id description taxedAmount dueAt paid invoicePdfPath } } }
  }
  apiKeys(first: 5) { totalCount edges { node { id apiKeyId maskedKey isRequestKey roles } } }
  auditLog(date: $date, first: 5, order: NEWEST_FIRST) {
    pageInfo { hasNextPage endCursor }
    edges { node { timestamp product action resourceType changedResourceId actorId } }
  }
}

query AccountSearch($search: String!) {
  search(query: $search, first: 5) {
    totalCount
    edges { node { kind name resourceId record { __typename ... on PullZone { id originUrl } ... on EdgeScript { id scriptType } ... on VideoLibrary { id videoCount } } } }
  }
}`;
