import type {
  MutationAddEdgeScriptVariableArgs,
  MutationDeleteEdgeScriptVariableArgs,
  MutationUpdateEdgeScriptVariableArgs,
  MutationUpsertEdgeScriptVariableArgs,
} from '../../__generated__/resolvers-types.js';
import { check, MAX_VALUE_BYTES, MAX_VARIABLE_NAME_LENGTH, withinBytes } from './checks.js';

/** The checks of the variable mutations: the ids, a name, and a default value within bunny.net's 2 KB. */

function defaultValue(value: string | null | undefined): void {
  if (value != null) withinBytes('input.defaultValue', value, MAX_VALUE_BYTES);
}

export const variableChecks = {
  addEdgeScriptVariable(args: MutationAddEdgeScriptVariableArgs): void {
    check.positiveId('edgeScriptId', args.edgeScriptId);
    check.requiredText('input.name', args.input.name, 1, MAX_VARIABLE_NAME_LENGTH);
    defaultValue(args.input.defaultValue);
  },

  updateEdgeScriptVariable(args: MutationUpdateEdgeScriptVariableArgs): void {
    check.positiveId('edgeScriptId', args.edgeScriptId);
    check.positiveId('variableId', args.variableId);
    defaultValue(args.input.defaultValue);
  },

  upsertEdgeScriptVariable(args: MutationUpsertEdgeScriptVariableArgs): void {
    check.positiveId('edgeScriptId', args.edgeScriptId);
    check.requiredText('input.name', args.input.name, 1, MAX_VARIABLE_NAME_LENGTH);
    defaultValue(args.input.defaultValue);
  },

  deleteEdgeScriptVariable(args: MutationDeleteEdgeScriptVariableArgs): void {
    check.positiveId('edgeScriptId', args.edgeScriptId);
    check.positiveId('variableId', args.variableId);
  },
};
