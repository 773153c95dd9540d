import type { UpstreamEdgeScript, UpstreamEdgeScriptSecret, UpstreamEdgeScriptVariable } from './upstreamTypes.js';

/**
 * The parents of the mutation payloads: what each mutation knows without reading bunny.net again. Their links (the
 * script as it is now, the live release, a variable or secret bunny.net did not answer) are read only when selected.
 */

/** A change to a script that bunny.net answers without the script (its code, its deployment key). */
export interface ScriptChangeResult {
  edgeScriptId: number;
  success: boolean;
}

/** `publishEdgeScriptRelease`. */
export interface EdgeScriptPublicationResult {
  scriptId: number;
  releaseUuid: string;
  note: string | null;
  success: boolean;
}

/** `publishEdgeScript`: the code in the editor published as a new release. */
export interface NewReleaseResult extends ScriptChangeResult {
  note: string | null;
}

/** `createEdgeScript`: bunny.net's answer, the new script. */
export interface ScriptCreationResult {
  script: UpstreamEdgeScript | null;
}

/**
 * A variable added or changed: bunny.net's answer, and what finds the variable when that answer has no id (the id
 * the caller gave, else the name).
 */
export interface VariableChangeResult extends ScriptChangeResult {
  variable: UpstreamEdgeScriptVariable | null;
  variableId: number | null;
  name: string | null;
}

/** A secret added or changed: bunny.net's answer (never a value), and what finds it when that answer has no id. */
export interface SecretChangeResult extends ScriptChangeResult {
  secret: UpstreamEdgeScriptSecret | null;
  secretId: number | null;
  name: string | null;
}

/** A deletion: the id the record had, and the script it belonged to (read again only when selected). */
export interface DeletionResult extends ScriptChangeResult {
  deletedId: string;
}

/** `deleteEdgeScriptVariable`. */
export interface VariableDeletionResult extends DeletionResult {
  variableId: number;
}

/** `deleteEdgeScriptSecret`. */
export interface SecretDeletionResult extends DeletionResult {
  secretId: number;
}
