import { GatewayError, type AreaName } from '../../errors/gatewayError.js';
import { quoted } from '../../errors/quote.js';
import { breaksPath } from '../../upstream/route.js';

/**
 * The checks of a value a link takes from bunny.net's own records (a parent's id, a new record's id) before it calls
 * bunny.net with it: the type bunny.net's documents give the path parameter (Shield's paths take int32 ids, where the
 * same ids are int64 elsewhere), and the gateway's own rule where it has one. A value that fails them is bunny.net's
 * doing, so the field fails with UPSTREAM_ERROR saying so, before any call: never BAD_USER_INPUT naming an argument
 * the caller never sent, and never a call bunny.net would refuse.
 *
 * Caller arguments are checked by the areas' validation.ts (BAD_USER_INPUT); only values read from records come here.
 */

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

export interface RecordIds {
  /**
   * An integer id as bunny.net's documents type the path parameter: an int32 with `bits` 32, else an int64 (one past
   * 2^53 has already lost digits in JSON.parse: sent on, it would name another record).
   */
  id(what: string, value: number, bits?: 32 | 64): number;
  /** An id the gateway's own argument rule takes as a positive integer (origin error logs' `pullZoneId`). */
  positiveId(what: string, value: number): number;
  /** A string id that is safe as one path segment. */
  segment(what: string, value: string): string;
}

/** The checks with the area name bound, as `validatorsFor` binds the argument checks. */
export function recordIdsOf(service: AreaName): RecordIds {
  return {
    id(what, value, bits = 64) {
      const within = bits === 64 || (value >= INT32.min && value <= INT32.max);
      if (!Number.isSafeInteger(value) || !within) throw unusable(service, what, String(value), `an int${bits}`);
      return value;
    },
    positiveId(what, value) {
      if (!Number.isSafeInteger(value) || value < 1) throw unusable(service, what, String(value), 'a positive integer');
      return value;
    },
    segment(what, value) {
      if (typeof value !== 'string' || value.length > 256 || breaksPath(value))
        throw unusable(service, what, JSON.stringify(quoted(String(value), 80)), 'one plain path segment');
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
