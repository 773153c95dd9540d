import { defineArea, sdl } from '../shared/area.js';
import { EdgeScriptsClient } from './client.js';
import { edgeScriptCodeResolvers } from './code/resolvers.js';
import { codeDownload } from './code/download.js';
import { edgeScriptsCoverage } from './coverage.js';
import { edgeScriptsGraphiqlTab, edgeScriptsGraphiqlIds } from './graphiqlTab.js';
import { edgeScriptLinkResolvers } from './links.js';
import { edgeScriptsTypeResolvers } from './mappers.js';
import { edgeScriptNode, edgeScriptVariableNode } from './node.js';
import { edgeScriptsResolvers } from './resolvers.js';
import { edgeScriptSecretResolvers } from './secrets/resolvers.js';
import { edgeScriptStatisticsResolvers } from './statistics.js';
import { edgeScriptVariableResolvers } from './variables/resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly edgeScripts: EdgeScriptsClient;
  }
}

/** Edge Scripts: scripts, their code, releases, statistics, variables and secrets, and the Pull Zones they run on. */
export const edgeScriptsArea = defineArea({
  name: 'edgeScripts',
  typeDefs: [sdl('edgeScripts.graphql')],
  resolvers: [
    edgeScriptsResolvers,
    edgeScriptsTypeResolvers,
    edgeScriptLinkResolvers,
    edgeScriptCodeResolvers,
    edgeScriptStatisticsResolvers,
    edgeScriptVariableResolvers,
    edgeScriptSecretResolvers,
  ],
  nodes: [edgeScriptNode, edgeScriptVariableNode],
  mappers: {
    EdgeScript: 'upstreamTypes.ts#KnownEdgeScript',
    EdgeScriptVariable: 'upstreamTypes.ts#ScriptVariable',
    EdgeScriptSecret: 'upstreamTypes.ts#ScriptSecret',
    EdgeScriptRelease: 'upstreamTypes.ts#KnownEdgeScriptRelease',
    EdgeScriptCode: 'upstreamTypes.ts#UpstreamEdgeScriptCode',
    EdgeScriptStatistics: 'upstreamTypes.ts#UpstreamEdgeScriptStatistics',
    LinkedPullZoneEdge: 'upstreamTypes.ts#LinkedPullZoneEdgeParent',
    EdgeScriptIntegration: 'upstreamTypes.ts#UpstreamIntegration',
    EdgeScriptRepository: 'upstreamTypes.ts#UpstreamRepositorySettings',
    EdgeScriptDeployConfiguration: 'upstreamTypes.ts#UpstreamDeployConfiguration',
    CreateEdgeScriptPayload: 'payloads.ts#ScriptCreationResult',
    UpdateEdgeScriptPayload: 'payloads.ts#ScriptUpdateResult',
    SetEdgeScriptCodePayload: 'payloads.ts#ScriptChangeResult',
    ResetEdgeScriptDeploymentKeyPayload: 'payloads.ts#ScriptChangeResult',
    PublishEdgeScriptReleasePayload: 'payloads.ts#EdgeScriptPublicationResult',
    PublishEdgeScriptPayload: 'payloads.ts#NewReleaseResult',
    CreateEdgeScriptVariablePayload: 'payloads.ts#VariableChangeResult',
    UpdateEdgeScriptVariablePayload: 'payloads.ts#VariableChangeResult',
    SetEdgeScriptVariablePayload: 'payloads.ts#VariableChangeResult',
    DeleteEdgeScriptVariablePayload: 'payloads.ts#VariableDeletionResult',
    CreateEdgeScriptSecretPayload: 'payloads.ts#SecretChangeResult',
    UpdateEdgeScriptSecretPayload: 'payloads.ts#SecretChangeResult',
    SetEdgeScriptSecretPayload: 'payloads.ts#SecretChangeResult',
    DeleteEdgeScriptSecretPayload: 'payloads.ts#SecretDeletionResult',
  },
  coverage: edgeScriptsCoverage,
  downloads: [codeDownload],
  graphiql: {
    query: edgeScriptsGraphiqlTab,
    ids: edgeScriptsGraphiqlIds,
    placeholders: { edgeScriptId: 0, releaseUuid: '00000000-0000-0000-0000-000000000000' },
  },
  client: (session, credentials) => new EdgeScriptsClient(session, credentials),
});
