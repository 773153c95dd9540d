import { createHash } from 'node:crypto';
import type {
  ShieldZoneEventLogSearchArgs,
  ShieldZoneOveragesArgs,
  ShieldZoneWafRuleMetricsArgs,
} from '../../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../../shared/paging/index.js';
import { validatorsFor } from '../../shared/validate.js';
import { validate as shieldValidate, type ExportWindow } from '../validation.js';

/** The argument checks of Shield's insights: BAD_USER_INPUT naming the argument, before any call. */
const check = validatorsFor('shield');

/** bunny.net's syntax of a WAF rule id in this path (shield-api.json). */
const RULE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface EventSearch {
  window: ExportWindow;
  request: PageRequest;
}

export const validate = {
  overages({ year, month }: ShieldZoneOveragesArgs): void {
    if (year != null && (year < 2000 || year > 9999)) throw check.refusal('year', 'year must be 2000 to 9999.');
    if (month != null && (month < 1 || month > 12)) throw check.refusal('month', 'month must be 1 to 12.');
  },

  wafRuleMetrics({ wafRuleId }: ShieldZoneWafRuleMetricsArgs): string {
    check.wellFormed('wafRuleId', wafRuleId);
    if (!RULE_ID.test(wafRuleId))
      throw check.refusal('wafRuleId', "wafRuleId must be 1 to 64 letters, digits, '-' or '_'.");
    return wafRuleId;
  },

  /**
   * The window, text and filters as the export checks them (validation.ts: bunny.net's documented rules), and the
   * page. A cursor pages only the search that made it: the list's name holds a digest of the search.
   */
  eventLogSearch(shieldZoneId: number, args: ShieldZoneEventLogSearchArgs, now: number = Date.now()): EventSearch {
    const { from, to, query, filters } = args;
    const window = shieldValidate.shieldEventLogExport({ shieldZoneId, from, to, query, filters }, now);
    const search = JSON.stringify([from.getTime(), to.getTime(), query ?? null, filters ?? null]);
    const digest = createHash('sha256').update(search).digest('base64url').slice(0, 22);
    return { window, request: pageRequest('shield', `eventLogSearch:${shieldZoneId}:${digest}`, args) };
  },
};
