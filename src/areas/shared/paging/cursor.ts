import { badInput, type AreaName } from '../../../errors/gatewayError.js';

/**
 * The one cursor format of the graph: base64url of the JSON array `[list, ...position]`. `list` names the list and
 * its filters (e.g. `pullZones?search=acme`), so a cursor pages only the list that made it; the position says where
 * that list resumes (an offset, or a continuation token and how many of its records to pass over). Cursors are opaque
 * to callers and read strictly: one is taken only when it is, character for character, the cursor the gateway makes
 * for that list and position, every number in it bounded, so nothing edited or made by hand reaches bunny.net.
 */

/** What a position is made of. */
export type CursorField = string | number | null;

/** How one kind of position is written into a cursor and read back (null: not such a position). */
export interface PositionCodec<Position> {
  fields(position: Position): readonly CursorField[];
  read(fields: readonly unknown[]): Position | null;
}

/**
 * Room for the longest cursor the gateway makes: a 4,096-character continuation token (up to 3 UTF-8 bytes each)
 * beside a list name with two 255-character filters, as base64. Anything longer is refused unread.
 */
const MAX_CURSOR_LENGTH = 32_768;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const REFUSAL = 'after must be a cursor this same list (with the same filters) returned.';

export function encodeCursor<Position>(list: string, codec: PositionCodec<Position>, position: Position): string {
  return Buffer.from(JSON.stringify([list, ...codec.fields(position)]), 'utf8').toString('base64url');
}

/** The position `after` holds; BAD_USER_INPUT naming `after` for anything but a cursor of this list. */
export function decodeCursor<Position>(
  service: AreaName,
  list: string,
  codec: PositionCodec<Position>,
  after: string,
): Position {
  const position = after.length <= MAX_CURSOR_LENGTH && BASE64URL.test(after) ? positionIn(list, codec, after) : null;
  if (position === null || encodeCursor(list, codec, position) !== after) throw badInput(service, 'after', REFUSAL);
  return position;
}

function positionIn<Position>(list: string, codec: PositionCodec<Position>, cursor: string): Position | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value[0] !== list) return null;
  return codec.read(value.slice(1));
}

/** A whole number from 0 to `max`: every number a position holds is one. */
export function isCount(value: unknown, max: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;
}
