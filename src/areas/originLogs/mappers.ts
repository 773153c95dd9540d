import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { entriesOf, fromUnixMillis } from '../shared/codecs.js';
import type { UpstreamLogEntry } from './upstreamTypes.js';

/** bunny.net wants the day as `MM-dd-yyyy` (exactly 2-2-4 digits); the GraphQL Date arrives as a UTC midnight. */
export function toUpstreamDate(date: Date): string {
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${month}-${day}-${year}`;
}

/** The log text, when bunny.net sent one: a JSON-encoded record. */
const logText = (entry: UpstreamLogEntry): string | undefined =>
  typeof entry.log === 'string' ? entry.log : undefined;

type ParsedRecord = { record: unknown; parseError: string | null };

/**
 * A bad record must not fail the list: it keeps its raw text and says why it could not be read. Parsed per field
 * selected (`record`, `parseError`): a log line is small, and most queries select one of the two.
 */
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

const labelsOf = (entry: UpstreamLogEntry) =>
  entry.labels && typeof entry.labels === 'object' ? entry.labels : undefined;

/** An origin error log: the parent is bunny.net's entry (codegen `mappers`); the well-known labels are fields. */
export const originLogsTypeResolvers: Resolvers = {
  OriginErrorLog: {
    timestamp: (entry) => fromUnixMillis(entry.timestamp),
    raw: (entry) => logText(entry) ?? null,
    record: (entry) => parseRecord(logText(entry)).record,
    parseError: (entry) => parseRecord(logText(entry)).parseError,
    errorCode: (entry) => labelsOf(entry)?.['ErrorCode'],
    statusCode: (entry) => statusCodeOf(labelsOf(entry)?.['StatusCode']),
    serverZone: (entry) => labelsOf(entry)?.['ServerZone'],
    labels: (entry) => entriesOf(labelsOf(entry), (value) => (typeof value === 'string' ? value : String(value))),
  },
};
