import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop, upstreamDateTime } from '../../shared/codecs.js';
import { wholeConnection } from '../../shared/paging/index.js';
import { echoed } from '../../shared/mutationPayload.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { scriptAfter } from '../links.js';
import type { EdgeScriptsClient } from '../client.js';
import { secretCacheId } from '../node.js';
import type { SecretChangeResult } from '../payloads.js';
import type { ScriptSecret, UpstreamEdgeScriptSecret } from '../upstreamTypes.js';
import { validate } from '../validation.js';

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
  input: { edgeScriptId: number; clientMutationId?: string | null },
  secret: UpstreamEdgeScriptSecret | null,
  secretId: number | null,
  name: string | null,
): SecretChangeResult => ({
  edgeScriptId: input.edgeScriptId,
  secret,
  secretId,
  name,
  ...echoed(input),
});

/** The fields of the three payloads that answer a changed secret. */
const secretChange = {
  edgeScriptSecret: (change: SecretChangeResult, _: unknown, { scope: { edgeScripts } }: Scoped) =>
    changedSecret(change, edgeScripts),
  edgeScript: scriptAfter,
};

type Scoped = { scope: { edgeScripts: EdgeScriptsClient } };

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

  CreateEdgeScriptSecretPayload: secretChange,
  UpdateEdgeScriptSecretPayload: secretChange,
  SetEdgeScriptSecretPayload: secretChange,
  DeleteEdgeScriptSecretPayload: { edgeScript: scriptAfter },

  Mutation: {
    createEdgeScriptSecret: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.createEdgeScriptSecret(input);
      const { edgeScriptId, edgeScriptSecret: wanted } = input;
      const secret = await edgeScripts.secrets.add(edgeScriptId, { Name: wanted.name, Secret: wanted.secret });
      return changed(input, secret, null, wanted.name);
    },

    updateEdgeScriptSecret: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.updateEdgeScriptSecret(input);
      const { edgeScriptId, secretId } = input;
      return changed(input, await edgeScripts.secrets.update(edgeScriptId, secretId, input.secret), secretId, null);
    },

    setEdgeScriptSecret: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.setEdgeScriptSecret(input);
      const { edgeScriptId, edgeScriptSecret: wanted } = input;
      const secret = await edgeScripts.secrets.upsert(edgeScriptId, { Name: wanted.name, Secret: wanted.secret });
      return changed(input, secret, null, wanted.name);
    },

    deleteEdgeScriptSecret: async (_, { input }, { scope: { edgeScripts } }) => {
      validate.deleteEdgeScriptSecret(input);
      const { edgeScriptId, secretId } = input;
      await edgeScripts.secrets.delete(edgeScriptId, secretId);
      const deletedEdgeScriptSecretId = secretCacheId(edgeScriptId, secretId);
      return { deletedEdgeScriptSecretId, edgeScriptId, secretId, ...echoed(input) };
    },
  },
};
