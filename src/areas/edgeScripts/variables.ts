import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { prop, withoutNulls } from '../shared/codecs.js';
import { wholeConnection } from '../shared/paging/index.js';
import { recordIdsOf } from '../shared/recordIds.js';
import type { EdgeScriptsClient } from './client.js';
import { variableGlobalId } from './node.js';
import type { VariableChangeResult } from './payloads.js';
import type { KnownEdgeScript, ScriptVariable, UpstreamEdgeScriptVariable } from './upstreamTypes.js';
import { validate } from './validation.js';

/**
 * A script's environment variables: the connection over the script record's list (no call), one variable read on its
 * own, the `EdgeScriptVariable` fields, and the four variable mutations, each answering the variable and the script.
 */

const record = recordIdsOf('edgeScripts');

/** The record's variables with an id (one without cannot be read again or changed, so it is left out). */
function variablesOf(script: KnownEdgeScript): ScriptVariable[] {
  return (withoutNulls(script.EdgeScriptVariables) ?? []).flatMap((variable) =>
    typeof variable.Id === 'number' ? [{ scriptId: script.Id, variable: { ...variable, Id: variable.Id } }] : [],
  );
}

/** The changed variable: bunny.net's answer when it has an id, else read by the id given, else found by name. */
async function changedVariable(change: VariableChangeResult, edgeScripts: EdgeScriptsClient) {
  const scriptId = change.edgeScriptId;
  const id = change.variable?.Id ?? change.variableId;
  if (change.variable && typeof id === 'number') return { scriptId, variable: { ...change.variable, Id: id } };
  if (change.variableId !== null)
    return { scriptId, variable: await edgeScripts.variables.get(scriptId, change.variableId) };
  const script = await edgeScripts.loadEdgeScript(scriptId);
  return variablesOf(script).find((known) => known.variable.Name === change.name) ?? null;
}

const changed = (
  edgeScriptId: number,
  variable: UpstreamEdgeScriptVariable | null,
  variableId: number | null,
  name: string | null,
) => ({
  edgeScriptId,
  success: true,
  variable,
  variableId,
  name,
});

export const edgeScriptVariableResolvers: Resolvers = {
  EdgeScript: {
    variables: (script, args) => wholeConnection(validate.variables(script.Id, args), variablesOf(script), (v) => v),

    variable: async (script, args, { scope: { edgeScripts } }) => {
      validate.variable(args);
      const scriptId = record.id('the edge script id', script.Id);
      return { scriptId, variable: await edgeScripts.variables.get(scriptId, args.variableId) };
    },
  },

  EdgeScriptVariable: {
    id: ({ scriptId, variable }) => variableGlobalId(scriptId, variable.Id),
    variableId: ({ variable }) => variable.Id,
    edgeScriptId: prop('scriptId'),
    name: ({ variable }) => variable.Name,
    required: ({ variable }) => variable.Required,
    defaultValue: ({ variable }) => variable.DefaultValue,
    edgeScript: ({ scriptId }, _, { scope: { edgeScripts } }) => edgeScripts.loadEdgeScript(scriptId),
  },

  EdgeScriptVariableChange: {
    edgeScriptVariable: (change, _, { scope: { edgeScripts } }) => changedVariable(change, edgeScripts),
    edgeScript: (change, _, { scope: { edgeScripts } }) => edgeScripts.loadEdgeScript(change.edgeScriptId),
  },

  EdgeScriptVariableDeletion: {
    edgeScript: (deletion, _, { scope: { edgeScripts } }) => edgeScripts.loadEdgeScript(deletion.edgeScriptId),
  },

  Mutation: {
    addEdgeScriptVariable: async (_, args, { scope: { edgeScripts } }) => {
      validate.addEdgeScriptVariable(args);
      const { edgeScriptId, input } = args;
      const body = { Name: input.name, Required: input.required, DefaultValue: input.defaultValue ?? null };
      return changed(edgeScriptId, await edgeScripts.variables.add(edgeScriptId, body), null, input.name);
    },

    updateEdgeScriptVariable: async (_, args, { scope: { edgeScripts } }) => {
      validate.updateEdgeScriptVariable(args);
      const { edgeScriptId, variableId, input } = args;
      const body = {
        ...(input.defaultValue != null && { DefaultValue: input.defaultValue }),
        ...(input.required != null && { Required: input.required }),
      };
      const variable = await edgeScripts.variables.update(edgeScriptId, variableId, body);
      return changed(edgeScriptId, variable, variableId, null);
    },

    upsertEdgeScriptVariable: async (_, args, { scope: { edgeScripts } }) => {
      validate.upsertEdgeScriptVariable(args);
      const { edgeScriptId, input } = args;
      const body = {
        Name: input.name,
        ...(input.required != null && { Required: input.required }),
        ...(input.defaultValue != null && { DefaultValue: input.defaultValue }),
      };
      return changed(edgeScriptId, await edgeScripts.variables.upsert(edgeScriptId, body), null, input.name);
    },

    deleteEdgeScriptVariable: async (_, args, { scope: { edgeScripts } }) => {
      validate.deleteEdgeScriptVariable(args);
      const { edgeScriptId, variableId } = args;
      await edgeScripts.variables.delete(edgeScriptId, variableId);
      return { deletedId: variableGlobalId(edgeScriptId, variableId), edgeScriptId, variableId, success: true };
    },
  },
};
