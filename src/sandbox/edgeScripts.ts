import { apiErrorData, invalidJson } from './errors.js';
import { empty, json, type Reply } from './http.js';
import { parseJsonObject, parseOptionalJsonObject } from './json.js';
import { intParam, stringParam, type HandlerContext } from './router.js';
import type { AccountState, EdgeScript, EdgeScriptType } from './state.js';

/** Edge Scripting operations (PascalCase; the documents give 404/400 errors no body). */

const SCRIPT_TYPES: readonly number[] = [0, 1, 2];
const MAX_NAME_LENGTH = 100;

function isScriptType(value: unknown): value is EdgeScriptType {
  return typeof value === 'number' && SCRIPT_TYPES.includes(value);
}

/** POST /compute/script/{id}: updates Name and ScriptType, answers the whole EdgeScriptModel. */
export function updateEdgeScript(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const { Name: name, ScriptType: scriptType } = body;
  if (
    name !== undefined &&
    name !== null &&
    (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH)
  ) {
    return apiErrorData(
      400,
      'validation.length',
      'Name',
      `The Name must be between 1 and ${MAX_NAME_LENGTH} characters long.`,
    );
  }
  if (scriptType !== undefined && !isScriptType(scriptType)) {
    return apiErrorData(
      400,
      'validation.invalid',
      'ScriptType',
      'The ScriptType must be 0 (DNS), 1 (CDN) or 2 (Middleware).',
    );
  }
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  if (!script) return empty(404);
  if (typeof name === 'string') script.name = name;
  if (scriptType !== undefined) script.scriptType = scriptType;
  script.lastModified = context.now;
  return json(200, edgeScriptModel(context.account, script));
}

/**
 * POST /compute/script/{id}/publish/{uuid}: makes that release live and the script's current
 * one. A script without code, or a uuid that is not one of its releases, answers 400.
 */
export function publishRelease(context: HandlerContext): Reply {
  const body = parseOptionalJsonObject(context.body);
  if (!body) return empty(400);
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  if (!script) return empty(404);
  const uuid = stringParam(context, 'uuid').toLowerCase();
  const release = script.releases.find((candidate) => candidate.uuid === uuid);
  if (script.code === null || !release) return empty(400);
  for (const other of script.releases) other.status = 0;
  release.status = 1;
  release.datePublished = context.now;
  if (typeof body.Note === 'string') release.note = body.Note;
  script.currentReleaseId = release.id;
  script.code = release.code;
  return empty(204);
}

/** EdgeScriptModel; `LinkedPullZones` is null when the list was read without `includeLinkedPullzones`. */
export function edgeScriptModel(account: AccountState, script: EdgeScript, withLinks = true): Record<string, unknown> {
  const integration = script.integration;
  return {
    Id: script.id,
    Name: script.name,
    LastModified: script.lastModified.toISOString(),
    ScriptType: script.scriptType,
    CurrentReleaseId: script.currentReleaseId,
    EdgeScriptVariables: script.variables.map((variable) => ({
      Id: variable.id,
      Name: variable.name,
      Required: variable.required,
      DefaultValue: variable.defaultValue,
    })),
    Deleted: false,
    LinkedPullZones: withLinks
      ? script.linkedPullZoneIds.flatMap((id) => {
          const zone = account.pullZones.get(id);
          return zone ? [{ Id: zone.id, PullZoneName: zone.name, DefaultHostname: `${zone.name}.b-cdn.net` }] : [];
        })
      : null,
    // Integration is a nullable oneOf; leaving it out when absent keeps every validator happy.
    ...(integration
      ? {
          Integration: {
            IntegrationId: integration.integrationId,
            RepositorySettings: {
              Id: integration.repositoryId,
              Name: integration.repositoryName,
              Private: true,
              TemplateUrl: null,
            },
            DeployConfiguration: {
              Branch: integration.branch,
              InstallCommand: integration.installCommand,
              BuildCommand: integration.buildCommand,
              EntryFile: integration.entryFile,
              CreateWorkflow: true,
            },
          },
        }
      : {}),
    DefaultHostname: script.defaultHostname,
    SystemHostname: script.systemHostname,
    DeploymentKey: script.deploymentKey,
    RepositoryId: integration?.repositoryId ?? null,
    IntegrationId: integration?.integrationId ?? null,
    MonthlyCost: script.monthlyCost,
    MonthlyRequestCount: script.monthlyRequestCount,
    MonthlyCpuTime: script.monthlyCpuTime,
  };
}
