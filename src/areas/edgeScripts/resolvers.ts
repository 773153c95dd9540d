import type { CreateEdgeScriptInput, Resolvers } from '../../__generated__/resolvers-types.js';
import { withNumericId } from '../shared/codecs.js';
import { echoed } from '../shared/mutationPayload.js';
import { pagedConnection } from '../shared/paging/index.js';
import { scriptTypeCode } from './mappers.js';
import { scriptGlobalId } from './node.js';
import type { KnownEdgeScript, UpstreamAddEdgeScript, UpstreamEdgeScript } from './upstreamTypes.js';
import { validate } from './validation.js';

/** The root fields of Edge Scripting and the mutations of a script itself (code, variables, secrets: files beside). */

/** A listed script without an id cannot be refetched or linked: it is left out of the page. */
const knownScript = (script: UpstreamEdgeScript | null): KnownEdgeScript | null => withNumericId(script);

/** The new script's body: only what the caller gave, in bunny.net's names. */
function creationBody(input: CreateEdgeScriptInput): UpstreamAddEdgeScript {
  const { integration } = input;
  const repository = integration?.repository;
  const deploy = integration?.deployConfiguration;
  return {
    Name: input.name,
    ScriptType: scriptTypeCode(input.scriptType),
    ...(input.code != null && { Code: input.code }),
    CreateLinkedPullZone: input.createLinkedPullZone ?? false,
    ...(input.linkedPullZoneName != null && { LinkedPullZoneName: input.linkedPullZoneName }),
    ...(integration != null && {
      Integration: {
        IntegrationId: integration.integrationId,
        RepositorySettings: repository && {
          Id: repository.repositoryId ?? null,
          Name: repository.name,
          Private: repository.private ?? true,
          TemplateUrl: repository.templateUrl ?? null,
        },
        DeployConfiguration: deploy && {
          Branch: deploy.branch ?? null,
          InstallCommand: deploy.installCommand ?? null,
          BuildCommand: deploy.buildCommand ?? null,
          EntryFile: deploy.entryFile ?? null,
          ...(deploy.createWorkflow != null && { CreateWorkflow: deploy.createWorkflow }),
        },
      },
    }),
  };
}

export const edgeScriptsResolvers: Resolvers = {
  Query: {
    edgeScripts: (_, args, { scope: { edgeScripts } }) =>
      pagedConnection(validate.edgeScripts(args), edgeScripts.scriptList(args.search ?? undefined), knownScript),

    edgeScript: async (_, args, { scope: { edgeScripts } }) => {
      validate.edgeScript(args);
      return edgeScripts.loadEdgeScript(args.edgeScriptId);
    },
  },

  Mutation: {
    createEdgeScript: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.createEdgeScript(input);
      return { script: await edgeScripts.createScript(creationBody(input)), ...echoed(input) };
    },

    updateEdgeScript: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.updateEdgeScript(input);
      const changes = input.edgeScript;
      const body = {
        Name: changes.name,
        ...(changes.scriptType != null && { ScriptType: scriptTypeCode(changes.scriptType) }),
      };
      return { script: await edgeScripts.updateScript(input.edgeScriptId, body), ...echoed(input) };
    },

    deleteEdgeScript: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.deleteEdgeScript(input);
      const { edgeScriptId } = input;
      const deletedLinkedPullZones = input.deleteLinkedPullZones ?? false;
      await edgeScripts.deleteScript(edgeScriptId, deletedLinkedPullZones);
      const deletedEdgeScriptId = scriptGlobalId(edgeScriptId);
      return { deletedEdgeScriptId, edgeScriptId, deletedLinkedPullZones, ...echoed(input) };
    },

    resetEdgeScriptDeploymentKey: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.resetEdgeScriptDeploymentKey(input);
      await edgeScripts.rotateDeploymentKey(input.edgeScriptId);
      return { edgeScriptId: input.edgeScriptId, ...echoed(input) };
    },

    publishEdgeScript: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.publishEdgeScript(input);
      const { edgeScriptId, note } = input;
      await edgeScripts.publishLatest(edgeScriptId, note != null ? { Note: note } : {});
      return { edgeScriptId, note: note ?? null, ...echoed(input) };
    },

    publishEdgeScriptRelease: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.publishEdgeScriptRelease(input);
      const { edgeScriptId, releaseUuid, note } = input;
      await edgeScripts.publishRelease(edgeScriptId, releaseUuid, note != null ? { Note: note } : {});
      return { edgeScriptId, releaseUuid, note: note ?? null, ...echoed(input) };
    },
  },

  UpdateEdgeScriptPayload: {
    edgeScript: ({ script }) => script,
  },

  CreateEdgeScriptPayload: {
    edgeScriptId: ({ script }) => knownScript(script)?.Id ?? null,
    edgeScript: ({ script }) => knownScript(script),
  },
};
