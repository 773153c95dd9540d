import { takeId } from './state.js';
import { variableModel } from './models.js';
import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { parseJsonObject, type JsonObject } from '../core/json.js';
import { intParam, type HandlerContext } from '../router.js';
import type { EdgeScript, EdgeScriptVariable } from '../state.js';

/**
 * A script's environment variables. bunny.net's documented limits: 128 variables per script, 2 KB per value. An
 * upsert that changes a variable answers 204 without it; one that adds it answers 200 with it.
 */

const MAX_VARIABLES = 128;
const MAX_VALUE_BYTES = 2048;
const MAX_NAME_LENGTH = 128;

type Found = { script: EdgeScript; variable: EdgeScriptVariable } | Reply;

function found(context: HandlerContext): Found {
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  const variable = script?.variables.find((candidate) => candidate.id === intParam(context, 'variableId'));
  return script && variable ? { script, variable } : empty(404);
}

/** The 400 for a body bunny.net refuses; undefined when it is acceptable. `creating` needs a Name. */
function refusal(body: JsonObject, creating: boolean): Reply | undefined {
  const { Name: name, Required: required, DefaultValue: value } = body;
  if (creating && (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH))
    return apiErrorData(400, 'validation.length', 'Name', `The Name must be 1 to ${MAX_NAME_LENGTH} characters long.`);
  if (required !== undefined && required !== null && typeof required !== 'boolean')
    return apiErrorData(400, 'validation.invalid', 'Required', 'Required must be true or false.');
  if (
    value !== undefined &&
    value !== null &&
    (typeof value !== 'string' || Buffer.byteLength(value) > MAX_VALUE_BYTES)
  )
    return apiErrorData(
      400,
      'validation.length',
      'DefaultValue',
      `The DefaultValue must be at most ${MAX_VALUE_BYTES} bytes.`,
    );
  return undefined;
}

/** Applies the given Required and DefaultValue (null leaves a value as it is). */
function apply(variable: EdgeScriptVariable, body: JsonObject): void {
  if (typeof body.Required === 'boolean') variable.required = body.Required;
  if (typeof body.DefaultValue === 'string') variable.defaultValue = body.DefaultValue;
}

function added(context: HandlerContext, script: EdgeScript, body: JsonObject): Reply {
  if (script.variables.length >= MAX_VARIABLES)
    return apiErrorData(400, 'edgescript.variables_limit', 'Name', `A script has at most ${MAX_VARIABLES} variables.`);
  const variable: EdgeScriptVariable = {
    id: takeId(context.account.edgeScriptIds, 'variable'),
    name: body.Name as string,
    required: body.Required === true,
    defaultValue: typeof body.DefaultValue === 'string' ? body.DefaultValue : '',
  };
  script.variables.push(variable);
  script.lastModified = context.now;
  return json(200, variableModel(variable));
}

/** GET /compute/script/{id}/variables/{variableId} */
export function getVariable(context: HandlerContext): Reply {
  const match = found(context);
  return 'kind' in match ? match : json(200, variableModel(match.variable));
}

/** POST /compute/script/{id}/variables/add: a name the script already has answers 400. */
export function addVariable(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const refused = refusal(body, true);
  if (refused) return refused;
  if (typeof body.Required !== 'boolean')
    return apiErrorData(400, 'validation.required', 'Required', 'Required must be true or false.');
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  if (!script) return empty(404);
  if (script.variables.some((variable) => variable.name === body.Name))
    return apiErrorData(400, 'edgescript.variable_exists', 'Name', 'The script already has a variable of this name.');
  return added(context, script, body);
}

/** POST /compute/script/{id}/variables/{variableId} */
export function updateVariable(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const refused = refusal(body, false);
  if (refused) return refused;
  const match = found(context);
  if ('kind' in match) return match;
  apply(match.variable, body);
  match.script.lastModified = context.now;
  return json(200, variableModel(match.variable));
}

/** PUT /compute/script/{id}/variables: by name, changed (204) or added (200). */
export function upsertVariable(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const refused = refusal(body, true);
  if (refused) return refused;
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  if (!script) return empty(404);
  const existing = script.variables.find((variable) => variable.name === body.Name);
  if (!existing) return added(context, script, body);
  apply(existing, body);
  script.lastModified = context.now;
  return empty(204);
}

/** DELETE /compute/script/{id}/variables/{variableId}: 204. */
export function deleteVariable(context: HandlerContext): Reply {
  const match = found(context);
  if ('kind' in match) return match;
  match.script.variables = match.script.variables.filter((variable) => variable !== match.variable);
  match.script.lastModified = context.now;
  return empty(204);
}
