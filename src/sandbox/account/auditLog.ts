import { REQUEST_API_KEY_ID } from './profile.js';
import { apiErrorData } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { stringParam, type HandlerContext } from '../router.js';
import type { AccountState } from '../state.js';

/**
 * GET /user/audit/{date}: the account's changes of one UTC day, generated from its resources (identical on every run):
 * ENTRIES_PER_DAY a day for the last AUDIT_LOG_DAYS days including today (only up to now today), none for other days.
 * Filters compare exactly and ignore case: values of one filter are ORed, filters ANDed. `Limit` (1 to 10,000, default
 * 100) entries a page; `ContinuationToken` is opaque (base64, so it holds `+`, `/` or `=`) and only good for its day
 * and order; anything else answers 400 ApiErrorData naming the parameter.
 */

export const ENTRIES_PER_DAY = 40;
export const AUDIT_LOG_DAYS = 90;
const DAY_MS = 86_400_000;
const SPACING_MS = DAY_MS / ENTRIES_PER_DAY;
const MAX_LIMIT = 10_000;
const DEFAULT_LIMIT = 100;

interface Change {
  readonly product: string;
  readonly resourceType: string;
  readonly resourceIds: (account: AccountState) => number[];
  readonly action: string;
  readonly diff: string;
}

const CHANGES: readonly Change[] = [
  {
    product: 'CDN',
    resourceType: 'PullZone',
    resourceIds: (a) => [...a.pullZones.keys()],
    action: 'Update',
    diff: '{"CacheControlMaxAgeOverride":{"old":3600,"new":86400}}',
  },
  {
    product: 'CDN',
    resourceType: 'PullZone',
    resourceIds: (a) => [...a.pullZones.keys()],
    action: 'PurgeCache',
    diff: '{}',
  },
  {
    product: 'EdgeScripting',
    resourceType: 'EdgeScript',
    resourceIds: (a) => [...a.edgeScripts.keys()],
    action: 'Publish',
    diff: '{"CurrentReleaseId":{"old":881202,"new":881203}}',
  },
  {
    product: 'Stream',
    resourceType: 'VideoLibrary',
    resourceIds: (a) => [...a.videoLibraries.keys()],
    action: 'Update',
    diff: '{"BlockedReferrers":{"removed":["hotlink-farm.example"]}}',
  },
  {
    product: 'Shield',
    resourceType: 'ShieldZone',
    resourceIds: (a) => [...a.shieldZones.keys()],
    action: 'Update',
    diff: '{"WafEnabled":{"old":false,"new":true}}',
  },
];

const FILTERS = ['Product', 'ResourceType', 'ResourceId', 'ActorId'] as const;

type Entry = Record<(typeof FILTERS)[number] | 'Timestamp' | 'ResourceOwner' | 'Action' | 'ActorType' | 'Diff', string>;

function entriesOf(account: AccountState, dayStart: number, now: number): Entry[] {
  const oldest = Math.floor(now / DAY_MS) * DAY_MS - (AUDIT_LOG_DAYS - 1) * DAY_MS;
  if (dayStart < oldest) return [];
  return Array.from({ length: ENTRIES_PER_DAY }, (_, index): Entry | null => {
    const at = dayStart + index * SPACING_MS + ((index * 7919) % 600) * 1000;
    if (at > now) return null;
    const change = CHANGES[index % CHANGES.length] as Change;
    const ids = change.resourceIds(account);
    const byKey = index % 3 !== 0;
    return {
      Timestamp: new Date(at).toISOString(),
      Product: change.product,
      ResourceType: change.resourceType,
      ResourceId: String(ids[(index + dayStart / DAY_MS) % Math.max(ids.length, 1)] ?? 0),
      ResourceOwner: account.id.slice(0, 12),
      Action: change.action,
      ActorId: byKey ? String(REQUEST_API_KEY_ID + (index % 4)) : `user-${account.id.slice(0, 8)}`,
      ActorType: byKey ? 'ApiKey' : 'User',
      Diff: change.diff,
    };
  }).filter((entry): entry is Entry => entry !== null);
}

/** The day of the path: `YYYY-MM-DD`, alone or as the date of an ISO 8601 date-time in UTC. */
function dayOf(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?Z)?$/.exec(value);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === value.slice(0, 10) ? time : null;
}

const tokenFor = (day: number, order: string, offset: number): string =>
  Buffer.from(`audit>${day}>${order}>${offset}?`).toString('base64');

function offsetOf(token: string | null, day: number, order: string): number | null {
  if (token === null || token === '') return 0;
  const match = /^audit>(\d+)>(\w+)>(\d+)\?$/.exec(Buffer.from(token, 'base64').toString('utf8'));
  return match && Number(match[1]) === day && match[2] === order && tokenFor(day, order, Number(match[3])) === token
    ? Number(match[3])
    : null;
}

export function getAuditLog(context: HandlerContext): Reply {
  const day = dayOf(stringParam(context, 'date'));
  if (day === null) return apiErrorData(400, 'validation.invalid', 'date', 'The date is not a valid date-time.');
  const order = context.query.get('Order') ?? 'Ascending';
  if (order !== 'Ascending' && order !== 'Descending')
    return apiErrorData(400, 'validation.invalid', 'Order', 'The Order must be Ascending or Descending.');
  const rawLimit = context.query.get('Limit');
  const limit = rawLimit === null ? DEFAULT_LIMIT : Number(rawLimit);
  if (!/^\d{1,5}$/.test(rawLimit ?? '100') || limit < 1 || limit > MAX_LIMIT)
    return apiErrorData(400, 'validation.invalid', 'Limit', `The Limit must be between 1 and ${MAX_LIMIT}.`);
  const token = context.query.get('ContinuationToken');
  const offset = offsetOf(token, day, order);
  if (offset === null)
    return apiErrorData(400, 'validation.invalid', 'ContinuationToken', 'The continuation token is not valid.');
  const entries = entriesOf(context.account, day, context.now.getTime()).filter((entry) =>
    FILTERS.every((name) => {
      const wanted = context.query.getAll(name).map((value) => value.toLowerCase());
      return wanted.length === 0 || wanted.includes(entry[name].toLowerCase());
    }),
  );
  if (order === 'Descending') entries.reverse();
  const end = offset + limit;
  const more = end < entries.length;
  return json(200, {
    Logs: entries.slice(offset, end),
    HasMoreData: more,
    ContinuationToken: more ? tokenFor(day, order, end) : null,
    StartToken: token,
  });
}
