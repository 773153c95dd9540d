import type { EdgeScript } from '../../__generated__/resolvers-types.js';
import { intEnum, listOf, orNull, upstreamDateTime } from '../shared/codecs.js';
import type { UpstreamEdgeScript } from './upstreamTypes.js';

/** bunny.net's EdgeScriptTypes: 0 = DNS, 1 = CDN, 2 = Middleware. */
export const edgeScriptTypes = intEnum(['DNS', 'CDN', 'MIDDLEWARE']);

export function toEdgeScript(s: UpstreamEdgeScript): EdgeScript {
  const integration = s.Integration;
  return {
    id: orNull(s.Id),
    name: orNull(s.Name),
    lastModified: upstreamDateTime(s.LastModified),
    scriptType: edgeScriptTypes.fromUpstream(s.ScriptType),
    currentReleaseId: orNull(s.CurrentReleaseId),
    variables: listOf(s.EdgeScriptVariables, (v) => ({
      id: orNull(v.Id),
      name: orNull(v.Name),
      required: orNull(v.Required),
      defaultValue: orNull(v.DefaultValue),
    })),
    deleted: orNull(s.Deleted),
    linkedPullZones: listOf(s.LinkedPullZones, (z) => ({
      id: orNull(z.Id),
      pullZoneName: orNull(z.PullZoneName),
      defaultHostname: orNull(z.DefaultHostname),
    })),
    integration: integration
      ? {
          integrationId: orNull(integration.IntegrationId),
          repositorySettings: integration.RepositorySettings
            ? {
                id: orNull(integration.RepositorySettings.Id),
                name: orNull(integration.RepositorySettings.Name),
                private: orNull(integration.RepositorySettings.Private),
                templateUrl: orNull(integration.RepositorySettings.TemplateUrl),
              }
            : null,
          deployConfiguration: integration.DeployConfiguration
            ? {
                branch: orNull(integration.DeployConfiguration.Branch),
                installCommand: orNull(integration.DeployConfiguration.InstallCommand),
                buildCommand: orNull(integration.DeployConfiguration.BuildCommand),
                entryFile: orNull(integration.DeployConfiguration.EntryFile),
                createWorkflow: orNull(integration.DeployConfiguration.CreateWorkflow),
              }
            : null,
        }
      : null,
    defaultHostname: orNull(s.DefaultHostname),
    systemHostname: orNull(s.SystemHostname),
    deploymentKey: orNull(s.DeploymentKey),
    repositoryId: orNull(s.RepositoryId),
    integrationId: orNull(s.IntegrationId),
    monthlyCost: orNull(s.MonthlyCost),
    monthlyRequestCount: orNull(s.MonthlyRequestCount),
    monthlyCpuTime: orNull(s.MonthlyCpuTime),
  };
}
