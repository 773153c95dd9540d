import type {
  EdgeScriptSecretInput,
  MutationDeleteEdgeScriptSecretArgs,
  MutationUpdateEdgeScriptSecretArgs,
} from '../../__generated__/resolvers-types.js';
import { badInput } from '../../errors/gatewayError.js';
import { isWellFormed } from '../../upstream/route.js';
import { check, MAX_VALUE_BYTES, MAX_VARIABLE_NAME_LENGTH } from './checks.js';

/**
 * The checks of the secret mutations. A refused value is never echoed: the messages name the argument and the rule,
 * not the value (unlike the shared checks, which may quote what they refuse).
 */

function secretValue(argument: string, value: string): void {
  const bytes = Buffer.byteLength(value, 'utf8');
  if (!isWellFormed(value) || bytes < 1 || bytes > MAX_VALUE_BYTES)
    throw badInput('edgeScripts', argument, `${argument} must be 1 to ${MAX_VALUE_BYTES} bytes of Unicode text.`);
}

function secretInput(args: { edgeScriptId: number; input: EdgeScriptSecretInput }): void {
  check.positiveId('edgeScriptId', args.edgeScriptId);
  check.requiredText('input.name', args.input.name, 1, MAX_VARIABLE_NAME_LENGTH);
  secretValue('input.secret', args.input.secret);
}

export const secretChecks = {
  addEdgeScriptSecret: secretInput,
  upsertEdgeScriptSecret: secretInput,

  updateEdgeScriptSecret(args: MutationUpdateEdgeScriptSecretArgs): void {
    check.positiveId('edgeScriptId', args.edgeScriptId);
    check.positiveId('secretId', args.secretId);
    secretValue('secret', args.secret);
  },

  deleteEdgeScriptSecret(args: MutationDeleteEdgeScriptSecretArgs): void {
    check.positiveId('edgeScriptId', args.edgeScriptId);
    check.positiveId('secretId', args.secretId);
  },
};
