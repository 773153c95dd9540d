import type {
  CreateEdgeScriptVariableInput,
  DeleteEdgeScriptVariableInput,
  SetEdgeScriptVariableInput,
  UpdateEdgeScriptVariableInput,
} from '../../../__generated__/resolvers-types.js';
import { check, MAX_VALUE_BYTES, MAX_VARIABLE_NAME_LENGTH, withinBytes } from '../checks.js';

/** The checks of the variable mutations: the ids, a name, and a default value within bunny.net's 2 KB. */

function defaultValue(value: string | null | undefined): void {
  if (value != null) withinBytes('input.edgeScriptVariable.defaultValue', value, MAX_VALUE_BYTES);
}

function ids(input: { edgeScriptId: number; variableId?: number }): void {
  check.positiveId('input.edgeScriptId', input.edgeScriptId);
  if (input.variableId !== undefined) check.positiveId('input.variableId', input.variableId);
}

function namedVariable(input: CreateEdgeScriptVariableInput | SetEdgeScriptVariableInput): void {
  ids(input);
  check.requiredText('input.edgeScriptVariable.name', input.edgeScriptVariable.name, 1, MAX_VARIABLE_NAME_LENGTH);
  defaultValue(input.edgeScriptVariable.defaultValue);
}

export const variableChecks = {
  createEdgeScriptVariable: namedVariable,
  setEdgeScriptVariable: namedVariable,

  updateEdgeScriptVariable(input: UpdateEdgeScriptVariableInput): void {
    ids(input);
    defaultValue(input.edgeScriptVariable.defaultValue);
  },

  deleteEdgeScriptVariable: (input: DeleteEdgeScriptVariableInput): void => ids(input),
};
