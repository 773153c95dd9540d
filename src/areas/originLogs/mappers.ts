import type { OriginErrorLog } from '../../__generated__/resolvers-types.js';
import { entriesOf, fromUnixMillis, orNull } from '../shared/codecs.js';
import type { UpstreamLogEntry } from './upstreamTypes.js';

/** bunny.net wants the day as `MM-dd-yyyy` (exactly 2-2-4 digits); the GraphQL Date arrives as a UTC midnight. */
export function toUpstreamDate(date: Date): string {
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${month}-${day}-${year}`;
}

type ParsedRecord = { record: unknown; parseError: string | null };

/** A bad record must not fail the list: it keeps its raw text and says why it could not be read. */
function parseRecord(raw: string | undefined): ParsedRecord {
  if (raw === undefined) return { record: null, parseError: null };
  try {
    return { record: JSON.parse(raw) as unknown, parseError: null };
  } catch (error) {
    return {
      record: null,
      parseError: error instanceof Error ? `Not valid JSON: ${error.message}` : 'Not valid JSON.',
    };
  }
}

function statusCodeOf(label: string | undefined): number | null {
  return label !== undefined && /^\d{3}$/.test(label) ? Number(label) : null;
}

export function toOriginErrorLog(entry: UpstreamLogEntry): OriginErrorLog {
  const labels = entry.labels && typeof entry.labels === 'object' ? entry.labels : undefined;
  return {
    logId: orNull(entry.logId),
    timestamp: fromUnixMillis(entry.timestamp),
    raw: typeof entry.log === 'string' ? entry.log : null,
    ...parseRecord(typeof entry.log === 'string' ? entry.log : undefined),
    errorCode: orNull(labels?.['ErrorCode']),
    statusCode: statusCodeOf(labels?.['StatusCode']),
    serverZone: orNull(labels?.['ServerZone']),
    labels: entriesOf(labels, (value) => (typeof value === 'string' ? value : String(value))),
  };
}
