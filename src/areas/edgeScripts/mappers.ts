import type { EdgeScriptType, Resolvers } from '../../__generated__/resolvers-types.js';
import { intEnum, prop, upstreamDateTime } from '../shared/codecs.js';
import { toGlobalId } from '../shared/globalId.js';
import { codeDownloadPath } from './code/download.js';
import type { UpstreamEdgeScript } from './upstreamTypes.js';

/** bunny.net's EdgeScriptTypes: 0 = DNS, 1 = CDN, 2 = Middleware. */
export const edgeScriptTypes = intEnum(['DNS', 'CDN', 'MIDDLEWARE']);

/** A script type as bunny.net's request bodies take it. */
export const scriptTypeCode = (name: EdgeScriptType): NonNullable<UpstreamEdgeScript['ScriptType']> =>
  edgeScriptTypes.toUpstream(name) as NonNullable<UpstreamEdgeScript['ScriptType']>;

/** bunny.net's EdgeScriptReleaseStatus: 0 = Archived, 1 = Live. */
const releaseStatuses = intEnum(['ARCHIVED', 'LIVE']);

/** The `Node` type name of an edge script, in its global id. */
export const EDGE_SCRIPT_TYPE = 'EdgeScript' as const;

/** The type name in a release's id: a stable cache key made like a global id, which no `Node` type shares. */
const EDGE_SCRIPT_RELEASE_TYPE = 'EdgeScriptRelease';

/**
 * Edge Scripting records: the parent of each type is bunny.net's PascalCase record (codegen `mappers`), and each
 * camelCase field reads its property; the script type becomes the enum and the date is parsed.
 */
export const edgeScriptsTypeResolvers: Resolvers = {
  EdgeScript: {
    id: (s) => toGlobalId(EDGE_SCRIPT_TYPE, s.Id),
    edgeScriptId: prop('Id'),
    name: prop('Name'),
    lastModified: (s) => upstreamDateTime(s.LastModified),
    scriptType: (s) => edgeScriptTypes.fromUpstream(s.ScriptType),
    currentReleaseId: prop('CurrentReleaseId'),
    deleted: prop('Deleted'),
    integration: prop('Integration'),
    defaultHostname: prop('DefaultHostname'),
    systemHostname: prop('SystemHostname'),
    // A secret in the answer the caller asked for: it joins the request's secrets, so no error or log line repeats it.
    deploymentKey: (s, _, { scope }) => {
      scope.secrets.add(s.DeploymentKey);
      return s.DeploymentKey;
    },
    codeDownloadPath: (s) => codeDownloadPath(s.Id),
    repositoryId: prop('RepositoryId'),
    integrationId: prop('IntegrationId'),
    monthlyCost: prop('MonthlyCost'),
    monthlyRequestCount: prop('MonthlyRequestCount'),
    monthlyCpuTime: prop('MonthlyCpuTime'),
  },
  EdgeScriptRelease: {
    id: (release) => toGlobalId(EDGE_SCRIPT_RELEASE_TYPE, release.Id),
    releaseId: prop('Id'),
    uuid: prop('Uuid'),
    note: prop('Note'),
    author: prop('Author'),
    authorEmail: prop('AuthorEmail'),
    commitSha: prop('CommitSha'),
    status: (release) => releaseStatuses.fromUpstream(release.Status),
    dateReleased: (release) => upstreamDateTime(release.DateReleased),
    datePublished: (release) => upstreamDateTime(release.DatePublished),
    deleted: prop('Deleted'),
    code: prop('Code'),
  },
  EdgeScriptIntegration: {
    integrationId: prop('IntegrationId'),
    repositorySettings: prop('RepositorySettings'),
    deployConfiguration: prop('DeployConfiguration'),
  },
  EdgeScriptRepository: {
    repositoryId: prop('Id'),
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
