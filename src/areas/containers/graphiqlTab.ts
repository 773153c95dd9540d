/** This area's tab in GraphiQL (src/graphiql.ts): a tour of its fields with the sandbox's ids as variables. */
export const containersGraphiqlTab = `# Magic Containers as a dashboard: the applications list (1 upstream call), one application with its
# containers, endpoints and volumes (3 calls), and a deployment that returns the application's new status.
query ContainerApps {
  containerApps(first: 10) {
    totalCount
    pageInfo { hasNextPage endCursor } # pass endCursor as after: for the next page
    edges { node { id appId name status displayEndpoint { address type } } }
  }
}

query ContainerApp($appId: ID!) {
  containerApp(appId: $appId) {
    id name status
    configuration {
      runtimeType
      regions { allowedRegionIds requiredRegionIds }
      autoScaling { min max }
      containers { name image imageTag imagePullPolicy }
      instances { podId nodeIpAddress }
    }
    endpoints { totalCount edges { node { id displayName type publicHost pullZoneId portMappings { containerPort exposedPort } } } }
    volumes { edges { node { id name size totalUsage instances { id region status usage attachedPods } } } }
  }
}

mutation Deploy($appId: ID!) {
  deployContainerApp(appId: $appId) { success app { id status } }
}`;
