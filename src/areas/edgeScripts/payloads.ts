import type { Echoed } from '../shared/mutationPayload.js';
import type {
  KnownEdgeScript,
  UpstreamEdgeScript,
  UpstreamEdgeScriptSecret,
  UpstreamEdgeScriptVariable,
} from './upstreamTypes.js';

/**
 * The parents of the mutation payloads: what each mutation knows without reading bunny.net again. Their links (the
 * script as it is now, the live release, a variable or secret bunny.net did not answer) are read only when selected.
 */

/** A change to a script that bunny.net answers without the script (its code, its deployment key). */
export interface ScriptChangeResult extends Echoed {
  edgeScriptId: number;
}

/** `publishEdgeScriptRelease`. */
export interface EdgeScriptPublicationResult extends Echoed {
  edgeScriptId: number;
  releaseUuid: string;
  note: string | null;
}

/** `publishEdgeScript`: the code in the editor published as a new release. */
export interface NewReleaseResult extends ScriptChangeResult {
  note: string | null;
}

/** `createEdgeScript`: bunny.net's answer, the new script. */
export interface ScriptCreationResult extends Echoed {
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

/** `updateEdgeScript`: the script as bunny.net sent it back. */
export interface ScriptUpdateResult extends Echoed {
  script: KnownEdgeScript | null;
}

/** A deletion: the id the record had, and the script it belonged to (read again only when selected). */
export type DeletionResult = ScriptChangeResult;

/** `deleteEdgeScriptVariable`. */
export interface VariableDeletionResult extends DeletionResult {
  deletedEdgeScriptVariableId: string;
  variableId: number;
}

/** `deleteEdgeScriptSecret`. */
export interface SecretDeletionResult extends DeletionResult {
  deletedEdgeScriptSecretId: string;
  secretId: number;
}
