import { defineArea, sdl } from '../shared/area.js';
import { EdgeScriptsClient } from './client.js';
import { edgeScriptsCoverage } from './coverage.js';
import { edgeScriptsGraphiqlTab } from './graphiqlTab.js';
import { edgeScriptNode } from './node.js';
import { edgeScriptsResolvers } from './resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly edgeScripts: EdgeScriptsClient;
  }
}

/** Edge Scripts: scripts, their releases and the Pull Zones they run on. */
export const edgeScriptsArea = defineArea({
  name: 'edgeScripts',
  typeDefs: [sdl('edgeScripts.graphql')],
  resolvers: [edgeScriptsResolvers],
  nodes: [edgeScriptNode],
  mappers: {
    EdgeScript: 'upstreamTypes.ts#KnownEdgeScript',
    EdgeScriptVariable: 'upstreamTypes.ts#UpstreamEdgeScriptVariable',
    EdgeScriptRelease: 'upstreamTypes.ts#KnownEdgeScriptRelease',
    LinkedPullZoneEdge: 'upstreamTypes.ts#LinkedPullZoneEdgeParent',
    EdgeScriptPublication: 'payloads.ts#EdgeScriptPublicationResult',
    EdgeScriptIntegration: 'upstreamTypes.ts#UpstreamIntegration',
    EdgeScriptRepository: 'upstreamTypes.ts#UpstreamRepositorySettings',
    EdgeScriptDeployConfiguration: 'upstreamTypes.ts#UpstreamDeployConfiguration',
  },
  coverage: edgeScriptsCoverage,
  graphiql: {
    query: edgeScriptsGraphiqlTab,
    placeholders: { scriptId: 0, releaseUuid: '00000000-0000-0000-0000-000000000000' },
  },
  client: (session, credentials) => new EdgeScriptsClient(session, credentials),
});
