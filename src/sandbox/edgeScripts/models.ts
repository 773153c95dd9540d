import type { AccountState, EdgeScript, EdgeScriptRelease, EdgeScriptSecret, EdgeScriptVariable } from '../state.js';

/**
 * Edge Scripting's records as bunny.net answers them (edge-scripting-api.json, PascalCase), from the sandbox's state.
 * A secret's model has no value: bunny.net never sends one back.
 */

/** EdgeScriptModel; `LinkedPullZones` is null when the list was read without `includeLinkedPullzones`. */
export function edgeScriptModel(account: AccountState, script: EdgeScript, withLinks = true): Record<string, unknown> {
  const integration = script.integration;
  return {
    Id: script.id,
    Name: script.name,
    LastModified: script.lastModified.toISOString(),
    ScriptType: script.scriptType,
    CurrentReleaseId: script.currentReleaseId,
    EdgeScriptVariables: script.variables.map(variableModel),
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
/** EdgeScriptReleaseModel. */
export function releaseModel(release: EdgeScriptRelease): Record<string, unknown> {
  return {
    Id: release.id,
    Deleted: false,
    Code: release.code,
    Uuid: release.uuid,
    Note: release.note,
    Author: release.author,
    AuthorEmail: release.authorEmail,
    CommitSha: release.commitSha,
    Status: release.status,
    DateReleased: release.dateReleased.toISOString(),
    DatePublished: release.datePublished.toISOString(),
  };
}

/** EdgeScriptVariableModel. */
export function variableModel(variable: EdgeScriptVariable): Record<string, unknown> {
  return { Id: variable.id, Name: variable.name, Required: variable.required, DefaultValue: variable.defaultValue };
}

/** EdgeScriptSecretModel: the name and date, never the value. */
export function secretModel(secret: EdgeScriptSecret): Record<string, unknown> {
  return { Id: secret.id, Name: secret.name, LastModified: secret.lastModified.toISOString() };
}
