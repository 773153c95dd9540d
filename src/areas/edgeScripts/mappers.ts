import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { intEnum, prop, upstreamDateTime, withoutNulls } from '../shared/codecs.js';

/** bunny.net's EdgeScriptTypes: 0 = DNS, 1 = CDN, 2 = Middleware. */
export const edgeScriptTypes = intEnum(['DNS', 'CDN', 'MIDDLEWARE']);

/**
 * Edge Scripting records: the parent of each type is bunny.net's PascalCase record (codegen `mappers`), and each
 * camelCase field reads its property; the script type becomes the enum and the date is parsed.
 */
export const edgeScriptsTypeResolvers: Resolvers = {
  EdgeScript: {
    id: prop('Id'),
    name: prop('Name'),
    lastModified: (s) => upstreamDateTime(s.LastModified),
    scriptType: (s) => edgeScriptTypes.fromUpstream(s.ScriptType),
    currentReleaseId: prop('CurrentReleaseId'),
    variables: (s) => withoutNulls(s.EdgeScriptVariables),
    deleted: prop('Deleted'),
    linkedPullZones: (s) => withoutNulls(s.LinkedPullZones),
    integration: prop('Integration'),
    defaultHostname: prop('DefaultHostname'),
    systemHostname: prop('SystemHostname'),
    deploymentKey: prop('DeploymentKey'),
    repositoryId: prop('RepositoryId'),
    integrationId: prop('IntegrationId'),
    monthlyCost: prop('MonthlyCost'),
    monthlyRequestCount: prop('MonthlyRequestCount'),
    monthlyCpuTime: prop('MonthlyCpuTime'),
  },
  EdgeScriptVariable: {
    id: prop('Id'),
    name: prop('Name'),
    required: prop('Required'),
    defaultValue: prop('DefaultValue'),
  },
  LinkedPullZone: { id: prop('Id'), pullZoneName: prop('PullZoneName'), defaultHostname: prop('DefaultHostname') },
  EdgeScriptIntegration: {
    integrationId: prop('IntegrationId'),
    repositorySettings: prop('RepositorySettings'),
    deployConfiguration: prop('DeployConfiguration'),
  },
  EdgeScriptRepository: {
    id: prop('Id'),
    name: prop('Name'),
    private: prop('Private'),
    templateUrl: prop('TemplateUrl'),
  },
  EdgeScriptDeployConfiguration: {
    branch: prop('Branch'),
    installCommand: prop('InstallCommand'),
    buildCommand: prop('BuildCommand'),
    entryFile: prop('EntryFile'),
    createWorkflow: prop('CreateWorkflow'),
  },
};
