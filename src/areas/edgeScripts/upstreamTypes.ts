/** Edge Scripting records as bunny.net sends them (edge-scripting-api.json), PascalCase. */

export interface UpstreamEdgeScript {
  Id?: number;
  Name?: string | null;
  LastModified?: string;
  ScriptType?: number;
  CurrentReleaseId?: number;
  EdgeScriptVariables?:
    | { Id?: number; Name?: string | null; Required?: boolean; DefaultValue?: string | null }[]
    | null;
  Deleted?: boolean;
  LinkedPullZones?: { Id?: number; PullZoneName?: string | null; DefaultHostname?: string | null }[] | null;
  Integration?: {
    IntegrationId?: number;
    RepositorySettings?: {
      Id?: number | null;
      Name?: string | null;
      Private?: boolean;
      TemplateUrl?: string | null;
    } | null;
    DeployConfiguration?: {
      Branch?: string | null;
      InstallCommand?: string | null;
      BuildCommand?: string | null;
      EntryFile?: string | null;
      CreateWorkflow?: boolean;
    } | null;
  } | null;
  DefaultHostname?: string | null;
  SystemHostname?: string | null;
  DeploymentKey?: string | null;
  RepositoryId?: number | null;
  IntegrationId?: number | null;
  MonthlyCost?: number;
  MonthlyRequestCount?: number;
  MonthlyCpuTime?: number;
}

export interface UpstreamUpdateEdgeScript {
  Name: string;
  ScriptType?: number;
}

export interface UpstreamPublishEdgeScript {
  Note?: string;
}
