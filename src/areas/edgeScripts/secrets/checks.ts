import type {
  DeleteEdgeScriptSecretInput,
  EdgeScriptSecretInput,
  UpdateEdgeScriptSecretInput,
} from '../../../__generated__/resolvers-types.js';
import { badInput } from '../../../errors/gatewayError.js';
import { isWellFormed } from '../../../upstream/route.js';
import { check, MAX_VALUE_BYTES, MAX_VARIABLE_NAME_LENGTH } from '../checks.js';

/**
 * The checks of the secret mutations. A refused value is never echoed: the messages name the argument and the rule,
 * not the value (unlike the shared checks, which may quote what they refuse).
 */

function secretValue(argument: string, value: string): void {
  const bytes = Buffer.byteLength(value, 'utf8');
  if (!isWellFormed(value) || bytes < 1 || bytes > MAX_VALUE_BYTES)
    throw badInput('edgeScripts', argument, `${argument} must be 1 to ${MAX_VALUE_BYTES} bytes of Unicode text.`);
}

function secretInput(input: { edgeScriptId: number; edgeScriptSecret: EdgeScriptSecretInput }): void {
  check.positiveId('input.edgeScriptId', input.edgeScriptId);
  check.requiredText('input.edgeScriptSecret.name', input.edgeScriptSecret.name, 1, MAX_VARIABLE_NAME_LENGTH);
  secretValue('input.edgeScriptSecret.secret', input.edgeScriptSecret.secret);
}

export const secretChecks = {
  createEdgeScriptSecret: secretInput,
  setEdgeScriptSecret: secretInput,

  updateEdgeScriptSecret(input: UpdateEdgeScriptSecretInput): void {
    check.positiveId('input.edgeScriptId', input.edgeScriptId);
    check.positiveId('input.secretId', input.secretId);
    secretValue('input.secret', input.secret);
  },

  deleteEdgeScriptSecret(input: DeleteEdgeScriptSecretInput): void {
    check.positiveId('input.edgeScriptId', input.edgeScriptId);
    check.positiveId('input.secretId', input.secretId);
  },
};
