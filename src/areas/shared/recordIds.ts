import { GatewayError, type AreaName } from '../../errors/gatewayError.js';
import { breaksPath } from '../../upstream/route.js';

/**
 * The checks of a value a link takes from bunny.net's own records (a parent's id, a new record's id) before it calls
 * bunny.net with it: the rules an argument in the same place gets, since bunny.net's documents type the parameter the
 * same way (Shield's paths take int32 ids). A value that fails them is bunny.net's doing, so the field fails with
 * UPSTREAM_ERROR saying so, before any call: never BAD_USER_INPUT naming an argument the caller never sent, and never
 * a call bunny.net would refuse.
 *
 * Caller arguments are checked by the areas' validation.ts (BAD_USER_INPUT); only values read from records come here.
 */

const INT32_MAX = 2 ** 31 - 1;

export interface RecordIds {
  /** A positive integer id that bunny.net's path takes as an int64 (a safe integer here) or, with `bits` 32, an int32. */
  id(what: string, value: number, bits?: 32 | 64): number;
  /** A string id that is safe as one path segment. */
  segment(what: string, value: string): string;
}

/** The checks with the area name bound, as `validatorsFor` binds the argument checks. */
export function recordIdsOf(service: AreaName): RecordIds {
  return {
    id(what, value, bits = 64) {
      const max = bits === 32 ? INT32_MAX : Number.MAX_SAFE_INTEGER;
      if (!Number.isSafeInteger(value) || value < 1 || value > max)
        throw unusable(service, what, String(value), `a positive ${bits}-bit integer`);
      return value;
    },
    segment(what, value) {
      if (typeof value !== 'string' || value.length > 256 || breaksPath(value))
        throw unusable(service, what, JSON.stringify(String(value).slice(0, 80)), 'one plain path segment');
      return value;
    },
  };
}

function unusable(service: AreaName, what: string, shown: string, expected: string): GatewayError {
  return new GatewayError(
    `bunny.net's record gives ${what} as ${shown}, which its API does not take back (${expected}), so the linked ` +
      'data was not read.',
    { code: 'UPSTREAM_ERROR', service },
  );
}
