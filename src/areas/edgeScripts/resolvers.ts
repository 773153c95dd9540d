import type { CreateEdgeScriptInput, Resolvers } from '../../__generated__/resolvers-types.js';
import { pagedConnection } from '../shared/paging/index.js';
import { scriptTypeCode } from './mappers.js';
import { scriptGlobalId } from './node.js';
import type { KnownEdgeScript, UpstreamAddEdgeScript, UpstreamEdgeScript } from './upstreamTypes.js';
import { validate } from './validation.js';

/** The root fields of Edge Scripting and the mutations of a script itself (code, variables, secrets: files beside). */

/** A listed script without an id cannot be refetched or linked: it is left out of the page. */
const knownScript = (script: UpstreamEdgeScript | null): KnownEdgeScript | null =>
  script !== null && typeof script.Id === 'number' ? { ...script, Id: script.Id } : null;

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
    createEdgeScript: async (_, args, { scope: { edgeScripts } }) => {
      validate.createEdgeScript(args);
      return { script: await edgeScripts.createScript(creationBody(args.input)) };
    },

    updateEdgeScript: async (_, args, { scope: { edgeScripts } }) => {
      validate.updateEdgeScript(args);
      const { input } = args;
      const body = {
        Name: input.name,
        ...(input.scriptType != null && { ScriptType: scriptTypeCode(input.scriptType) }),
      };
      return edgeScripts.updateScript(args.edgeScriptId, body);
    },

    deleteEdgeScript: async (_, args, { scope: { edgeScripts } }) => {
      validate.deleteEdgeScript(args);
      const { edgeScriptId } = args;
      const deletedLinkedPullZones = args.deleteLinkedPullZones ?? false;
      await edgeScripts.deleteScript(edgeScriptId, deletedLinkedPullZones);
      return { deletedId: scriptGlobalId(edgeScriptId), edgeScriptId, deletedLinkedPullZones, success: true };
    },

    rotateEdgeScriptDeploymentKey: async (_, args, { scope: { edgeScripts } }) => {
      validate.rotateEdgeScriptDeploymentKey(args);
      await edgeScripts.rotateDeploymentKey(args.edgeScriptId);
      return { edgeScriptId: args.edgeScriptId, success: true };
    },

    publishEdgeScript: async (_, args, { scope: { edgeScripts } }) => {
      validate.publishEdgeScript(args);
      const { edgeScriptId, note } = args;
      await edgeScripts.publishLatest(edgeScriptId, note != null ? { Note: note } : {});
      return { edgeScriptId, note: note ?? null, success: true };
    },

    publishEdgeScriptRelease: async (_, args, { scope: { edgeScripts } }) => {
      validate.publishEdgeScriptRelease(args);
      const { scriptId, releaseUuid, note } = args;
      await edgeScripts.publishRelease(scriptId, releaseUuid, note != null ? { Note: note } : {});
      return { scriptId, releaseUuid, note: note ?? null, success: true };
    },
  },

  EdgeScriptCreation: {
    edgeScriptId: ({ script }) => knownScript(script)?.Id ?? null,
    edgeScript: ({ script }) => knownScript(script),
  },
};
