/** This area's tab in GraphiQL (src/graphiql.ts): a tour of its fields with the sandbox's ids as variables. */
export const containersGraphiqlTab = `# Magic Containers as a dashboard: the applications and the account's limits (2
# upstream calls), one application at a glance (7 calls), its last hour minute
# by minute (2 calls), the platform (regions, registries, log forwarding: 3
# calls), then a deployment and a scaling, each answering the application as it
# is now (2 calls each).
query ContainerApps {
  containerApps(first: 10) {
    totalCount
    pageInfo { hasNextPage endCursor } # pass endCursor as after: for the next page
    edges { node { id appId name status displayEndpoint { address type } } }
  }
  containerLimits { applications maxApplications maxRegionsPerApplication }
}

query ContainerApp($appId: ID!) {
  containerApp(appId: $appId) {
    id name status
    summary { monthlyCost currentLatency totalVolumeSizeInGb }
    overview {
      desiredInstances activeInstances { value grade } averageCpu { value grade }
      regions { region isRequired status pods { name status containers { name status restarts } } }
    }
    autoScaling { min max }
    configuration { runtimeType containers { id name image imagePullPolicy environmentVariableNames } }
    endpoints { totalCount edges { node { id displayName type publicHost containerName } } }
    volumes { edges { node { id name size totalUsage instances { region status } } } }
    logForwarding { protocol endpoint port enabled hasToken }
  }
}

query ContainerStatistics($appId: ID!, $from: DateTime!) {
  containerApp(appId: $appId) {
    name
    statistics(from: $from, granularity: MINUTE) { cpuUsage { at value } ramUsage { at value } traffic { at value } }
  }
}

query ContainerPlatform {
  containerRegions(first: 30) { totalCount edges { node { containerRegionId name group hasAnycastSupport hasCapacity } } }
  containerRegistries { edges { node { id registryId displayName hostName userName } } }
  containerLogForwardings { edges { node { appId protocol endpoint enabled hasToken } } }
}

mutation Deploy($appId: ID!) {
  deployContainerApp(input: { appId: $appId }) { app { id status } }
}

mutation Scale($appId: ID!) {
  updateContainerAppAutoScaling(input: { appId: $appId, containerAutoScaling: { min: 1, max: 4 } }) { app { id autoScaling { min max } } }
}`;

/** Lists the records whose ids the tab's variables need, for a real account (graphiql/firstRun.ts). */
export const containersGraphiqlIds = `query ContainerAppIds {
  containerApps(first: 20) { edges { node { appId name status } } }
}`;
