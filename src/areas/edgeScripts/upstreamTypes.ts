import type { components } from '../../__generated__/upstream/edge-scripting-api.js';

/**
 * Edge Scripting's records as edge-scripting-api.json describes them (PascalCase): aliases of the types generated from
 * the published document (`npm run upstream-types`), never written by hand. The names are the area's, so its client,
 * mappers and codegen's `mappers` (index.ts) do not change when the document does; a change of shape shows up as a
 * type error where the area reads it.
 */
type Schemas = components['schemas'];

export type UpstreamEdgeScript = Schemas['EdgeScriptModel'];
export type UpstreamEdgeScriptVariable = Schemas['EdgeScriptVariableModel'];
export type UpstreamLinkedPullZone = Schemas['LinkedPullZone'];
export type UpstreamIntegration = Schemas['SourceCodeIntegrationModel'];
export type UpstreamRepositorySettings = Schemas['SourceCodeRepositorySettingsModel'];
export type UpstreamDeployConfiguration = Schemas['DeployConfigurationModel'];
export type UpstreamEdgeScriptRelease = Schemas['EdgeScriptReleaseModel'];
export type UpstreamEdgeScriptCode = Schemas['EdgeScriptCodeModel'];
export type UpstreamEdgeScriptStatistics = Schemas['EdgeScriptStatisticsModel'];
export type UpstreamEdgeScriptSecret = Schemas['EdgeScriptSecretModel'];
export type UpstreamSecretList = Schemas['ListEdgeScriptSecretsModel'];

/** Request bodies. */
export type UpstreamAddEdgeScript = Schemas['AddEdgeScriptModel'];
export type UpstreamUpdateEdgeScript = Schemas['UpdateEdgeScriptModel'];
export type UpstreamPublishEdgeScript = Schemas['PublishEdgeScriptModel'];
export type UpstreamUpdateEdgeScriptCode = Schemas['UpdateEdgeScriptCodeModel'];
export type UpstreamAddVariable = Schemas['AddEdgeScriptVariableModel'];
export type UpstreamUpdateVariable = Schemas['UpdateEdgeScriptVariableModel'];
export type UpstreamUpsertVariable = Schemas['UpsertEdgeScriptVariableModel'];
export type UpstreamAddSecret = Schemas['EdgeScriptAddSecretModel'];
export type UpstreamUpdateSecret = Schemas['EdgeScriptUpdateSecretModel'];
export type UpstreamUpsertSecret = Schemas['EdgeScriptUpsertSecretModel'];

/** A script whose bunny.net id is known: the parent of the GraphQL `EdgeScript`. */
export type KnownEdgeScript = UpstreamEdgeScript & { Id: number };

/** A release whose bunny.net id is known: the parent of the GraphQL `EdgeScriptRelease`, keyed by that id. */
export type KnownEdgeScriptRelease = UpstreamEdgeScriptRelease & { Id: number };

export const isKnownRelease = (release: UpstreamEdgeScriptRelease | null): release is KnownEdgeScriptRelease =>
  typeof release?.Id === 'number';

/**
 * The parent of the GraphQL `EdgeScriptVariable` (a `Node`): bunny.net's record with its id known, and the script it
 * belongs to, which the record does not name but its global id and its `edgeScript` link need.
 */
export interface ScriptVariable {
  readonly scriptId: number;
  readonly variable: UpstreamEdgeScriptVariable & { Id: number };
}

/** The parent of the GraphQL `EdgeScriptSecret`: bunny.net's record (never a value) and the script it belongs to. */
export interface ScriptSecret {
  readonly scriptId: number;
  readonly secret: UpstreamEdgeScriptSecret & { Id: number };
}

/** A linked zone whose Pull Zone id is known (one without cannot be linked, so it is left out). */
export type KnownLinkedPullZone = UpstreamLinkedPullZone & { Id: number };

/** The parent of a `LinkedPullZoneEdge`: the script record's entry for the zone, at its cursor. */
export interface LinkedPullZoneEdgeParent {
  cursor: string;
  node: KnownLinkedPullZone;
}
