/** Edge Scripting records as bunny.net sends them (edge-scripting-api.json), PascalCase. */

export interface UpstreamEdgeScriptVariable {
  Id?: number;
  Name?: string | null;
  Required?: boolean;
  DefaultValue?: string | null;
}

export interface UpstreamLinkedPullZone {
  Id?: number;
  PullZoneName?: string | null;
  DefaultHostname?: string | null;
}

export interface UpstreamRepositorySettings {
  Id?: number | null;
  Name?: string | null;
  Private?: boolean;
  TemplateUrl?: string | null;
}

export interface UpstreamDeployConfiguration {
  Branch?: string | null;
  InstallCommand?: string | null;
  BuildCommand?: string | null;
  EntryFile?: string | null;
  CreateWorkflow?: boolean;
}

export interface UpstreamIntegration {
  IntegrationId?: number;
  RepositorySettings?: UpstreamRepositorySettings | null;
  DeployConfiguration?: UpstreamDeployConfiguration | null;
}

export interface UpstreamEdgeScript {
  Id?: number;
  Name?: string | null;
  LastModified?: string;
  ScriptType?: number;
  CurrentReleaseId?: number;
  EdgeScriptVariables?: (UpstreamEdgeScriptVariable | null)[] | null;
  Deleted?: boolean;
  LinkedPullZones?: (UpstreamLinkedPullZone | null)[] | null;
  Integration?: UpstreamIntegration | null;
  DefaultHostname?: string | null;
  SystemHostname?: string | null;
  DeploymentKey?: string | null;
  RepositoryId?: number | null;
  IntegrationId?: number | null;
  MonthlyCost?: number;
  MonthlyRequestCount?: number;
  MonthlyCpuTime?: number;
}

/** A script whose bunny.net id is known: the parent of the GraphQL `EdgeScript`. */
export type KnownEdgeScript = UpstreamEdgeScript & { Id: number };

export interface UpstreamEdgeScriptRelease {
  Id?: number;
  Deleted?: boolean;
  Code?: string | null;
  Uuid?: string | null;
  Note?: string | null;
  Author?: string | null;
  AuthorEmail?: string | null;
  CommitSha?: string | null;
  /** 0 = Archived, 1 = Live. */
  Status?: number;
  DateReleased?: string;
  DatePublished?: string;
}

/** A release whose bunny.net id is known: the parent of the GraphQL `EdgeScriptRelease`, keyed by that id. */
export type KnownEdgeScriptRelease = UpstreamEdgeScriptRelease & { Id: number };

export const isKnownRelease = (release: UpstreamEdgeScriptRelease | null): release is KnownEdgeScriptRelease =>
  typeof release?.Id === 'number';

export interface UpstreamUpdateEdgeScript {
  Name: string;
  ScriptType?: number;
}

export interface UpstreamPublishEdgeScript {
  Note?: string;
}

/** A linked zone whose Pull Zone id is known (one without cannot be linked, so it is left out). */
export type KnownLinkedPullZone = UpstreamLinkedPullZone & { Id: number };

/** The parent of a `LinkedPullZoneEdge`: the script record's entry for the zone, at its cursor. */
export interface LinkedPullZoneEdgeParent {
  cursor: string;
  node: KnownLinkedPullZone;
}
