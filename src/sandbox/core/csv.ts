/** RFC 4180 CSV: CRLF line ends; fields with commas, quotes or line breaks are quoted, quotes doubled. */

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/**
 * The header line, then the rows in chunks of `rowsPerChunk` lines. Lazy: rows are produced
 * only as the response asks for the next chunk, so an export never sits in memory whole.
 */
export function* csvChunks(
  header: readonly string[],
  rows: Iterable<readonly string[]>,
  rowsPerChunk: number,
): Generator<string> {
  yield csvLine(header);
  let chunk = '';
  let count = 0;
  for (const row of rows) {
    chunk += csvLine(row);
    count += 1;
    if (count === rowsPerChunk) {
      yield chunk;
      chunk = '';
      count = 0;
    }
  }
  if (chunk !== '') yield chunk;
}
