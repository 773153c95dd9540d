import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { prop, upstreamDateTime } from '../shared/codecs.js';
import { wholeConnection } from '../shared/paging/index.js';
import { recordIdsOf } from '../shared/recordIds.js';
import type { EdgeScriptsClient } from './client.js';
import { secretCacheId } from './node.js';
import type { SecretChangeResult } from './payloads.js';
import type { ScriptSecret, UpstreamEdgeScriptSecret } from './upstreamTypes.js';
import { validate } from './validation.js';

/**
 * A script's secrets: their names and dates (`EdgeScript.secrets`, one call for the whole list), and the four secret
 * mutations. A value is only ever sent to bunny.net (secretsClient.ts adds it to the request's secrets first); no
 * field reads one, and bunny.net's answers hold none.
 */

const record = recordIdsOf('edgeScripts');

/** The secrets with an id (one without cannot be changed or deleted, so it is left out). */
function known(scriptId: number, secrets: readonly (UpstreamEdgeScriptSecret | null)[]): ScriptSecret[] {
  return secrets.flatMap((secret) =>
    typeof secret?.Id === 'number' ? [{ scriptId, secret: { ...secret, Id: secret.Id } }] : [],
  );
}

/** The changed secret: bunny.net's answer when it has an id, else found in the script's list by id or by name. */
async function changedSecret(change: SecretChangeResult, edgeScripts: EdgeScriptsClient): Promise<ScriptSecret | null> {
  const scriptId = change.edgeScriptId;
  const id = change.secret?.Id ?? change.secretId;
  if (change.secret && typeof id === 'number') return { scriptId, secret: { ...change.secret, Id: id } };
  const listed = known(scriptId, await edgeScripts.secrets.list(scriptId));
  const wanted = (found: ScriptSecret) =>
    change.secretId !== null ? found.secret.Id === change.secretId : found.secret.Name === change.name;
  return listed.find(wanted) ?? null;
}

const changed = (
  edgeScriptId: number,
  secret: UpstreamEdgeScriptSecret | null,
  secretId: number | null,
  name: string | null,
) => ({
  edgeScriptId,
  success: true,
  secret,
  secretId,
  name,
});

export const edgeScriptSecretResolvers: Resolvers = {
  EdgeScript: {
    secrets: async (script, args, { scope: { edgeScripts } }) => {
      const request = validate.secrets(script.Id, args);
      const scriptId = record.id('the edge script id', script.Id);
      return wholeConnection(request, known(scriptId, await edgeScripts.secrets.list(scriptId)), (secret) => secret);
    },
  },

  EdgeScriptSecret: {
    id: ({ scriptId, secret }) => secretCacheId(scriptId, secret.Id),
    secretId: ({ secret }) => secret.Id,
    edgeScriptId: prop('scriptId'),
    name: ({ secret }) => secret.Name,
    lastModified: ({ secret }) => upstreamDateTime(secret.LastModified),
  },

  EdgeScriptSecretChange: {
    edgeScriptSecret: (change, _, { scope: { edgeScripts } }) => changedSecret(change, edgeScripts),
    edgeScript: (change, _, { scope: { edgeScripts } }) => edgeScripts.loadEdgeScript(change.edgeScriptId),
  },

  EdgeScriptSecretDeletion: {
    edgeScript: (deletion, _, { scope: { edgeScripts } }) => edgeScripts.loadEdgeScript(deletion.edgeScriptId),
  },

  Mutation: {
    addEdgeScriptSecret: async (_, args, { scope: { edgeScripts } }) => {
      validate.addEdgeScriptSecret(args);
      const { edgeScriptId, input } = args;
      const secret = await edgeScripts.secrets.add(edgeScriptId, { Name: input.name, Secret: input.secret });
      return changed(edgeScriptId, secret, null, input.name);
    },

    updateEdgeScriptSecret: async (_, args, { scope: { edgeScripts } }) => {
      validate.updateEdgeScriptSecret(args);
      const { edgeScriptId, secretId } = args;
      return changed(
        edgeScriptId,
        await edgeScripts.secrets.update(edgeScriptId, secretId, args.secret),
        secretId,
        null,
      );
    },

    upsertEdgeScriptSecret: async (_, args, { scope: { edgeScripts } }) => {
      validate.upsertEdgeScriptSecret(args);
      const { edgeScriptId, input } = args;
      const secret = await edgeScripts.secrets.upsert(edgeScriptId, { Name: input.name, Secret: input.secret });
      return changed(edgeScriptId, secret, null, input.name);
    },

    deleteEdgeScriptSecret: async (_, args, { scope: { edgeScripts } }) => {
      validate.deleteEdgeScriptSecret(args);
      const { edgeScriptId, secretId } = args;
      await edgeScripts.secrets.delete(edgeScriptId, secretId);
      return { deletedId: secretCacheId(edgeScriptId, secretId), edgeScriptId, secretId, success: true };
    },
  },
};
