import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop, withoutNulls } from '../../shared/codecs.js';
import { wholeConnection } from '../../shared/paging/index.js';
import { echoed } from '../../shared/mutationPayload.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { scriptAfter } from '../links.js';
import type { EdgeScriptsClient } from '../client.js';
import { variableGlobalId } from '../node.js';
import type { VariableChangeResult } from '../payloads.js';
import type { KnownEdgeScript, ScriptVariable, UpstreamEdgeScriptVariable } from '../upstreamTypes.js';
import { validate } from '../validation.js';

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
  input: { edgeScriptId: number; clientMutationId?: string | null },
  variable: UpstreamEdgeScriptVariable | null,
  variableId: number | null,
  name: string | null,
): VariableChangeResult => ({
  edgeScriptId: input.edgeScriptId,
  variable,
  variableId,
  name,
  ...echoed(input),
});

/** The fields of the three payloads that answer a changed variable. */
const variableChange = {
  edgeScriptVariable: (change: VariableChangeResult, _: unknown, { scope: { edgeScripts } }: Scoped) =>
    changedVariable(change, edgeScripts),
  edgeScript: scriptAfter,
};

type Scoped = { scope: { edgeScripts: EdgeScriptsClient } };

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

  CreateEdgeScriptVariablePayload: variableChange,
  UpdateEdgeScriptVariablePayload: variableChange,
  SetEdgeScriptVariablePayload: variableChange,
  DeleteEdgeScriptVariablePayload: { edgeScript: scriptAfter },

  Mutation: {
    createEdgeScriptVariable: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.createEdgeScriptVariable(input);
      const { edgeScriptId, edgeScriptVariable: wanted } = input;
      const body = { Name: wanted.name, Required: wanted.required, DefaultValue: wanted.defaultValue ?? null };
      return changed(input, await edgeScripts.variables.add(edgeScriptId, body), null, wanted.name);
    },

    updateEdgeScriptVariable: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.updateEdgeScriptVariable(input);
      const { edgeScriptId, variableId, edgeScriptVariable: changes } = input;
      const body = {
        ...(changes.defaultValue != null && { DefaultValue: changes.defaultValue }),
        ...(changes.required != null && { Required: changes.required }),
      };
      const variable = await edgeScripts.variables.update(edgeScriptId, variableId, body);
      return changed(input, variable, variableId, null);
    },

    setEdgeScriptVariable: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.setEdgeScriptVariable(input);
      const { edgeScriptId, edgeScriptVariable: wanted } = input;
      const body = {
        Name: wanted.name,
        ...(wanted.required != null && { Required: wanted.required }),
        ...(wanted.defaultValue != null && { DefaultValue: wanted.defaultValue }),
      };
      return changed(input, await edgeScripts.variables.upsert(edgeScriptId, body), null, wanted.name);
    },

    deleteEdgeScriptVariable: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.deleteEdgeScriptVariable(input);
      const { edgeScriptId, variableId } = input;
      await edgeScripts.variables.delete(edgeScriptId, variableId);
      const deletedEdgeScriptVariableId = variableGlobalId(edgeScriptId, variableId);
      return { deletedEdgeScriptVariableId, edgeScriptId, variableId, ...echoed(input) };
    },
  },
};
