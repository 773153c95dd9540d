/** This area's tab in GraphiQL (src/graphiql.ts): a tour of its fields with the sandbox's ids as variables. */
export const containersGraphiqlTab = `# Magic Containers: the node network, image suggestions, and a deployment.
query ContainerNetwork {
  containerNodeIps
  containerImageSuggestions(input: { registryId: "dockerhub", imageNamespace: "library", imageName: "nginx", tag: "latest" }) {
    endpointSuggestions { displayName cdn { portMappings { containerPort protocols } } }
    volumeSuggestions { containerPath suggestedVolumeName }
  }
}

mutation Deploy($appId: ID!) {
  deployContainerApp(appId: $appId) { appId success }
}`;
