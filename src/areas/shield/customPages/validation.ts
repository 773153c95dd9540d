import type { DeleteShieldCustomPageInput, SetShieldCustomPageInput } from '../../../__generated__/resolvers-types.js';
import { validatorsFor } from '../../shared/validate.js';
import { document } from '../apiGuardian/validation.js';

/** Custom response pages' argument checks: BAD_USER_INPUT naming the argument, before any call. */
const check = validatorsFor('shield');

const MAX_HTML_LENGTH = 1_000_000;
/** bunny.net's document names no page types: a type is one plain path segment (its rule ids' syntax). */
const PAGE_TYPE = /^[A-Za-z0-9_-]{1,64}$/;

export function pageType(argument: string, value: string): string {
  check.wellFormed(argument, value);
  if (!PAGE_TYPE.test(value)) throw check.refusal(argument, `${argument} must be 1 to 64 letters, digits, '-' or '_'.`);
  return value;
}

export const validate = {
  setShieldCustomPage(input: SetShieldCustomPageInput): void {
    check.int32Id('input.shieldZoneId', input.shieldZoneId);
    pageType('input.pageType', input.pageType);
    document('input.html', input.html, MAX_HTML_LENGTH);
  },

  deleteShieldCustomPage(input: DeleteShieldCustomPageInput): void {
    check.int32Id('input.shieldZoneId', input.shieldZoneId);
    pageType('input.pageType', input.pageType);
  },
};
