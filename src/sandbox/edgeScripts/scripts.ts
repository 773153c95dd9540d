import { takeId } from './state.js';
import { edgeScriptModel } from './models.js';
import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { isJsonObject, parseJsonObject, type JsonObject } from '../core/json.js';
import { formatGuid, sha256Hex } from '../core/random.js';
import { seededPullZone } from '../pullZones/state.js';
import { intParam, type HandlerContext } from '../router.js';
import type { EdgeScript, EdgeScriptIntegration, EdgeScriptType, PullZone } from '../state.js';

/** Edge Scripting's script writes (PascalCase; the documents give 404 and most 400 errors no body). */

const SCRIPT_TYPES: readonly number[] = [0, 1, 2];
const MAX_NAME_LENGTH = 100;
/** Pull Zones a new script creates get ids from here, apart from every seeded zone. */
const FIRST_LINKED_PULL_ZONE_ID = 1_700_001;

function isScriptType(value: unknown): value is EdgeScriptType {
  return typeof value === 'number' && SCRIPT_TYPES.includes(value);
}

/** The 400 for a Name or ScriptType bunny.net refuses; undefined when both are acceptable (or absent). */
function refusal(name: unknown, scriptType: unknown): Reply | undefined {
  if (
    name !== undefined &&
    name !== null &&
    (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH)
  )
    return apiErrorData(
      400,
      'validation.length',
      'Name',
      `The Name must be between 1 and ${MAX_NAME_LENGTH} characters long.`,
    );
  if (scriptType !== undefined && !isScriptType(scriptType))
    return apiErrorData(
      400,
      'validation.invalid',
      'ScriptType',
      'The ScriptType must be 0 (DNS), 1 (CDN) or 2 (Middleware).',
    );
  return undefined;
}

/** POST /compute/script/{id}: updates Name and ScriptType, answers the whole EdgeScriptModel. */
export function updateEdgeScript(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const { Name: name, ScriptType: scriptType } = body;
  const refused = refusal(name, scriptType);
  if (refused) return refused;
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  if (!script) return empty(404);
  if (typeof name === 'string') script.name = name;
  if (isScriptType(scriptType)) script.scriptType = scriptType;
  script.lastModified = context.now;
  return json(200, edgeScriptModel(context.account, script));
}

/** POST /compute/script: a new script (a CDN script unless ScriptType says otherwise), answered 201. */
export function createEdgeScript(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const { Name: name, ScriptType: scriptType, Code: code } = body;
  if (typeof name !== 'string') return apiErrorData(400, 'validation.required', 'Name', 'The Name is required.');
  const refused = refusal(name, scriptType);
  if (refused) return refused;
  if (code !== undefined && code !== null && typeof code !== 'string')
    return apiErrorData(400, 'validation.invalid', 'Code', 'The Code must be text.');
  const id = takeId(context.account.edgeScriptIds, 'script');
  const zone = body.CreateLinkedPullZone === true ? linkedZone(context, id, body.LinkedPullZoneName ?? name) : null;
  if (zone === 'taken')
    return apiErrorData(400, 'pullzone.name_taken', 'LinkedPullZoneName', 'A Pull Zone with this name already exists.');
  const script = newScript(
    context,
    id,
    name,
    isScriptType(scriptType) ? scriptType : 1,
    typeof code === 'string' ? code : null,
  );
  if (zone) script.linkedPullZoneIds.push(zone.id);
  const integration = integrationOf(body.Integration);
  if (integration) script.integration = integration;
  context.account.edgeScripts.set(id, script);
  return json(201, edgeScriptModel(context.account, script));
}

function newScript(
  context: HandlerContext,
  id: number,
  name: string,
  scriptType: EdgeScriptType,
  code: string | null,
): EdgeScript {
  const host = `${name.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}-${id.toString(36)}`;
  return {
    id,
    name,
    scriptType,
    lastModified: context.now,
    code,
    codeModified: context.now,
    currentReleaseId: 0,
    releases: [],
    variables: [],
    secrets: [],
    linkedPullZoneIds: [],
    defaultHostname: `${host}.b-cdn.net`,
    systemHostname: `${host}.bunny.run`,
    deploymentKey: formatGuid(sha256Hex(`${context.account.id}:edge-script:${id}:created`).slice(0, 32)),
    deploymentKeyRotations: 0,
    monthlyCost: 0,
    monthlyRequestCount: 0,
    monthlyCpuTime: 0,
  };
}

/** The Pull Zone a new script runs on, added to the account; 'taken' when the account has a zone of that name. */
function linkedZone(context: HandlerContext, scriptId: number, wanted: unknown): PullZone | 'taken' {
  const name = String(wanted)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  const { pullZones } = context.account;
  if ([...pullZones.values()].some((zone) => zone.name === name)) return 'taken';
  const id = FIRST_LINKED_PULL_ZONE_ID + (scriptId % 100_000);
  const zone = seededPullZone({
    id,
    name,
    originUrl: `https://${name}.bunny.run`,
    type: 0,
    monthlyBandwidthUsed: 0,
    monthlyCharges: 0,
    blockedIps: [],
    edgeRules: [],
    hostnames: [{ value: `${name}.b-cdn.net`, system: true, externalCertificate: false }],
    securityKey: formatGuid(sha256Hex(`${context.account.id}:pull-zone:${id}:token-key`).slice(0, 32)),
  });
  pullZones.set(id, zone);
  return zone;
}

/** The integration a new script deploys from, as the sandbox keeps it; undefined without an IntegrationId. */
function integrationOf(value: unknown): EdgeScriptIntegration | undefined {
  if (!isJsonObject(value) || typeof value.IntegrationId !== 'number') return undefined;
  const repository: JsonObject = isJsonObject(value.RepositorySettings) ? value.RepositorySettings : {};
  const deploy: JsonObject = isJsonObject(value.DeployConfiguration) ? value.DeployConfiguration : {};
  const text = (source: JsonObject, key: string): string =>
    typeof source[key] === 'string' ? (source[key] as string) : '';
  return {
    integrationId: value.IntegrationId,
    repositoryId: typeof repository.Id === 'number' ? repository.Id : value.IntegrationId * 1000 + 1,
    repositoryName: text(repository, 'Name'),
    branch: text(deploy, 'Branch') || 'main',
    installCommand: text(deploy, 'InstallCommand'),
    buildCommand: text(deploy, 'BuildCommand'),
    entryFile: text(deploy, 'EntryFile'),
  };
}

/** DELETE /compute/script/{id}: with `deleteLinkedPullZones=true` its Pull Zones go too; 204. */
export function deleteEdgeScript(context: HandlerContext): Reply {
  const id = intParam(context, 'id');
  const script = context.account.edgeScripts.get(id);
  if (!script) return empty(404);
  if (context.query.get('deleteLinkedPullZones')?.toLowerCase() === 'true')
    for (const zoneId of script.linkedPullZoneIds) context.account.pullZones.delete(zoneId);
  context.account.edgeScripts.delete(id);
  return empty(204);
}

/** POST /compute/script/{id}/deploymentKey/rotate: a new key, derived from the old one; 204. */
export function rotateDeploymentKey(context: HandlerContext): Reply {
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  if (!script) return empty(404);
  script.deploymentKeyRotations += 1;
  script.deploymentKey = formatGuid(
    sha256Hex(`${script.deploymentKey}:rotated:${script.deploymentKeyRotations}`).slice(0, 32),
  );
  return empty(204);
}
