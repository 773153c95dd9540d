import type { Readable } from 'node:stream';
import { parse, type Info } from 'csv-parse';
import { GatewayError } from '../../../errors/gatewayError.js';
import { quoted } from '../../../errors/quote.js';
import { EXPORT_HOLD } from '../../../upstream/memoryBudget.js';
import type { UpstreamStream } from '../../../upstream/types.js';

/**
 * Parses the event-log CSV as it streams in. bunny.net does not document the columns, so they come from the
 * header line. Parsing stops, and the upstream body is dropped, as soon as `maxRows` rows or `maxBytes` bytes
 * are reached, so memory stays bounded whatever the export's size.
 *
 * What the export keeps counts against the request's memory budget (upstream/memoryBudget.ts): before reading, it
 * reserves what `maxBytes` of CSV become (EXPORT_HOLD per byte: the bytes, the rows, the CSV text, their JSON in the
 * answer), so that an export that would not fit is refused with RESULT_TOO_LARGE at once and its body dropped; once
 * read, the part it did not use is given back.
 */

export interface ParsedEventLogs {
  columns: string[];
  rows: Record<string, string>[];
  truncated: boolean;
  /** The raw CSV of exactly the returned rows (header included). */
  csv: string;
}

export interface CsvLimits {
  maxRows: number;
  maxBytes: number;
}

interface ParsedRecord {
  record: Record<string, string>;
  info: Info;
}

export async function parseEventLogCsv(
  upstream: Pick<UpstreamStream, 'body' | 'memory'>,
  limits: CsvLimits,
): Promise<ParsedEventLogs> {
  const { body, memory } = upstream;
  const reserved = limits.maxBytes * EXPORT_HOLD;
  if (!memory.tryHold(reserved)) {
    body.destroy();
    throw memory.exceeded('shield');
  }
  try {
    const parsed = await readRows(body, limits);
    memory.release(reserved - Buffer.byteLength(parsed.csv) * EXPORT_HOLD);
    return parsed;
  } catch (error) {
    memory.release(reserved);
    throw error;
  }
}

async function readRows(body: Readable, limits: CsvLimits): Promise<ParsedEventLogs> {
  let columns: string[] = [];
  const rows: Record<string, string>[] = [];
  const raw: Buffer[] = [];
  let rawBytes = 0;
  let endOfLastRow = 0;
  let truncated = false;

  const parser = parse({
    columns: (header: string[]) => (columns = header.map((name) => name.trim())),
    info: true,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
  });

  /** Keeps every complete record parsed so far; a record past `maxRows` marks the export as truncated. */
  const keep = (item: ParsedRecord): void => {
    if (rows.length >= limits.maxRows) {
      truncated = true;
      return;
    }
    rows.push(item.record);
    endOfLastRow = item.info.bytes;
  };
  // A body that is not valid CSV must fail this field, not the process: csv-parse reports it as an 'error' event.
  let unreadable: Error | undefined;
  parser.on('error', (error: Error) => (unreadable ??= error));
  const drain = (): void => {
    for (
      let item = parser.read() as ParsedRecord | null;
      item !== null && !truncated;
      item = parser.read() as ParsedRecord | null
    )
      keep(item);
  };

  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      if (rawBytes + chunk.length > limits.maxBytes) {
        truncated = true;
        break;
      }
      raw.push(chunk);
      rawBytes += chunk.length;
      parser.write(chunk);
      drain();
      if (unreadable) throw unreadableCsv(unreadable);
      if (truncated) break;
    }
    if (!truncated) {
      // The last record may have no line break after it; ending the parser flushes it.
      parser.end();
      try {
        for await (const item of parser as AsyncIterable<ParsedRecord>) {
          keep(item);
          if (truncated) break;
        }
      } catch (error) {
        throw unreadableCsv(error);
      }
      if (unreadable) throw unreadableCsv(unreadable);
    }
  } finally {
    body.destroy();
    parser.destroy();
  }
  const text = Buffer.concat(raw, rawBytes);
  return { columns, rows, truncated, csv: text.subarray(0, truncated ? endOfLastRow : rawBytes).toString('utf8') };
}

function unreadableCsv(cause: unknown): GatewayError {
  if (cause instanceof GatewayError) return cause;
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new GatewayError(`bunny.net's event-log export is not readable CSV (${quoted(reason, 200)}).`, {
    code: 'UPSTREAM_ERROR',
    service: 'shield',
    cause,
  });
}
