import type {
  EdgeScriptLinkedPullZonesArgs,
  EdgeScriptReleasesArgs,
  EdgeScriptSecretsArgs,
  EdgeScriptStatisticsArgs,
  EdgeScriptVariableArgs,
  EdgeScriptVariablesArgs,
  CreateEdgeScriptInput,
  PublishEdgeScriptInput,
  PublishEdgeScriptReleaseInput,
  UpdateEdgeScriptInput,
  QueryEdgeScriptsArgs,
} from '../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../shared/paging/index.js';
import { claimCode, type CodeArgument, type CodeArgs } from './code/argument.js';
import { check, MAX_CODE_BYTES, MAX_NAME_LENGTH, MAX_NOTE_LENGTH, withinBytes } from './checks.js';
import { integrationChecks } from './integrationChecks.js';
import { secretChecks } from './secrets/checks.js';
import { variableChecks } from './variables/checks.js';

/**
 * Every argument check of Edge Scripting, one entry per GraphQL field (edge-scripting-api.json's limits, and
 * bunny.net's documented limits of Edge Scripting where the document has none): the scripts' own here, their
 * variables' and secrets' in the files beside.
 */

const EARLIEST_STATISTICS = Date.UTC(2000, 0, 1);

const scriptId = (args: { edgeScriptId: number }): void => {
  check.positiveId('edgeScriptId', args.edgeScriptId);
};

/** The script a mutation's input names. */
const inputScriptId = (input: { edgeScriptId: number }): void => {
  check.positiveId('input.edgeScriptId', input.edgeScriptId);
};

export const validate = {
  /** The page asked for; a cursor only reads the list (with the same `search`) that made it. */
  edgeScripts(args: QueryEdgeScriptsArgs): PageRequest {
    if (args.search != null) check.requiredText('search', args.search, 1, 255);
    return pageRequest('edgeScripts', `edgeScripts?search=${args.search ?? ''}`, args);
  },

  edgeScript: scriptId,

  /** A page of one script's releases: a cursor of another script's releases is refused. */
  releases(edgeScriptId: number, args: EdgeScriptReleasesArgs): PageRequest {
    return pageRequest('edgeScripts', `edgeScript/${edgeScriptId}/releases`, args);
  },

  /** A page of one script's linked Pull Zones: a cursor of another script's list is refused. */
  linkedPullZones(edgeScriptId: number, args: EdgeScriptLinkedPullZonesArgs): PageRequest {
    return pageRequest('edgeScripts', `edgeScript/${edgeScriptId}/linkedPullZones`, args);
  },

  /** A page of one script's variables: a cursor of another script's list is refused. */
  variables(edgeScriptId: number, args: EdgeScriptVariablesArgs): PageRequest {
    return pageRequest('edgeScripts', `edgeScript/${edgeScriptId}/variables`, args);
  },

  variable(args: EdgeScriptVariableArgs): void {
    check.positiveId('variableId', args.variableId);
  },

  /** A page of one script's secrets: a cursor of another script's list is refused. */
  secrets(edgeScriptId: number, args: EdgeScriptSecretsArgs): PageRequest {
    return pageRequest('edgeScripts', `edgeScript/${edgeScriptId}/secrets`, args);
  },

  /** Each end given a real instant from 2000 on, and `to` not before `from`. */
  statistics(args: EdgeScriptStatisticsArgs): void {
    for (const name of ['from', 'to'] as const) {
      const time = args[name]?.getTime();
      if (time !== undefined && (Number.isNaN(time) || time < EARLIEST_STATISTICS))
        throw check.refusal(name, `${name} must be an instant from 2000-01-01T00:00:00Z on.`);
    }
    if (args.from && args.to && args.to.getTime() < args.from.getTime())
      throw check.refusal('to', 'to must not be before from.');
  },

  createEdgeScript(input: CreateEdgeScriptInput): void {
    check.requiredText('input.name', input.name, 1, MAX_NAME_LENGTH);
    if (input.code != null) withinBytes('input.code', input.code, MAX_CODE_BYTES);
    if (input.linkedPullZoneName != null) {
      if (!input.createLinkedPullZone)
        throw check.refusal('input.linkedPullZoneName', 'linkedPullZoneName needs createLinkedPullZone: true.');
      check.requiredText('input.linkedPullZoneName', input.linkedPullZoneName, 1, MAX_NAME_LENGTH);
    }
    if (input.integration != null) integrationChecks(input.integration);
  },

  updateEdgeScript(input: UpdateEdgeScriptInput): void {
    inputScriptId(input);
    check.requiredText('input.edgeScript.name', input.edgeScript.name, 1, MAX_NAME_LENGTH);
  },

  deleteEdgeScript: inputScriptId,
  resetEdgeScriptDeploymentKey: inputScriptId,

  /** Also claims the uploaded file, so a second field given the same file is refused (a stream is read once). */
  setEdgeScriptCode(
    input: CodeArgs & { edgeScriptId: number },
    uploads: Parameters<typeof claimCode>[1],
  ): CodeArgument {
    inputScriptId(input);
    return claimCode(input, uploads);
  },

  publishEdgeScript(input: PublishEdgeScriptInput): void {
    inputScriptId(input);
    if (input.note != null) check.lengthBetween('input.note', input.note, 0, MAX_NOTE_LENGTH);
  },

  publishEdgeScriptRelease(input: PublishEdgeScriptReleaseInput): void {
    inputScriptId(input);
    check.uuid('input.releaseUuid', input.releaseUuid);
    if (input.note != null) check.lengthBetween('input.note', input.note, 0, MAX_NOTE_LENGTH);
  },

  ...variableChecks,
  ...secretChecks,
};
