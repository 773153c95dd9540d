import { takeId } from './state.js';
import { secretModel } from './models.js';
import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { parseJsonObject, type JsonObject } from '../core/json.js';
import { sha256Hex } from '../core/random.js';
import { intParam, type HandlerContext } from '../router.js';
import type { EdgeScript, EdgeScriptSecret } from '../state.js';

/**
 * A script's secrets. A value is kept only as its SHA-256 and never answered: every answer is the name and date. An
 * upsert that changes a secret answers 204; one that adds it answers 200 with it.
 */

const MAX_VALUE_BYTES = 2048;
const MAX_NAME_LENGTH = 128;

function scriptOf(context: HandlerContext): EdgeScript | undefined {
  return context.account.edgeScripts.get(intParam(context, 'id'));
}

/** The 400 for a body bunny.net refuses (never quoting the value); undefined when it is acceptable. */
function refusal(body: JsonObject, named: boolean): Reply | undefined {
  const { Name: name, Secret: value } = body;
  if (named && (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH))
    return apiErrorData(400, 'validation.length', 'Name', `The Name must be 1 to ${MAX_NAME_LENGTH} characters long.`);
  if (typeof value !== 'string' || value === '' || Buffer.byteLength(value) > MAX_VALUE_BYTES)
    return apiErrorData(400, 'validation.length', 'Secret', `The Secret must be 1 to ${MAX_VALUE_BYTES} bytes long.`);
  return undefined;
}

function store(context: HandlerContext, script: EdgeScript, secret: EdgeScriptSecret, value: string): void {
  secret.valueSha256 = sha256Hex(value);
  secret.lastModified = context.now;
  script.lastModified = context.now;
}

function added(context: HandlerContext, script: EdgeScript, body: JsonObject): Reply {
  const id = takeId(context.account.edgeScriptIds, 'secret');
  const secret: EdgeScriptSecret = { id, name: body.Name as string, valueSha256: '', lastModified: context.now };
  store(context, script, secret, body.Secret as string);
  script.secrets.push(secret);
  return json(200, secretModel(secret));
}

/** GET /compute/script/{id}/secrets: ListEdgeScriptSecretsModel, the names and dates. */
export function listSecrets(context: HandlerContext): Reply {
  const script = scriptOf(context);
  return script ? json(200, { Secrets: script.secrets.map(secretModel) }) : empty(404);
}

/** POST /compute/script/{id}/secrets: a name the script already has answers 400. */
export function addSecret(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const refused = refusal(body, true);
  if (refused) return refused;
  const script = scriptOf(context);
  if (!script) return empty(404);
  if (script.secrets.some((secret) => secret.name === body.Name))
    return apiErrorData(400, 'edgescript.secret_exists', 'Name', 'The script already has a secret of this name.');
  return added(context, script, body);
}

/** POST /compute/script/{id}/secrets/{secretId}: a new value. */
export function updateSecret(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const refused = refusal(body, false);
  if (refused) return refused;
  const script = scriptOf(context);
  const secret = script?.secrets.find((candidate) => candidate.id === intParam(context, 'secretId'));
  if (!script || !secret) return empty(404);
  store(context, script, secret, body.Secret as string);
  return json(200, secretModel(secret));
}

/** PUT /compute/script/{id}/secrets: by name, changed (204) or added (200). */
export function upsertSecret(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const refused = refusal(body, true);
  if (refused) return refused;
  const script = scriptOf(context);
  if (!script) return empty(404);
  const existing = script.secrets.find((secret) => secret.name === body.Name);
  if (!existing) return added(context, script, body);
  store(context, script, existing, body.Secret as string);
  return empty(204);
}

/** DELETE /compute/script/{id}/secrets/{secretId}: 204. */
export function deleteSecret(context: HandlerContext): Reply {
  const script = scriptOf(context);
  const secret = script?.secrets.find((candidate) => candidate.id === intParam(context, 'secretId'));
  if (!script || !secret) return empty(404);
  script.secrets = script.secrets.filter((candidate) => candidate !== secret);
  script.lastModified = context.now;
  return empty(204);
}
