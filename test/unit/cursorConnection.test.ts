import { describe, expect, it } from 'vitest';
import {
  cursorConnectionOf,
  cursorPageRequest,
  encodeCursorPosition,
  upstreamLimit,
} from '../../src/areas/shared/cursorConnection.js';

/** Relay paging over an upstream cursor: where each edge's cursor resumes, and which cursors are refused. */

const page = (items: string[], nextCursor: string | null) => ({ items, nextCursor, totalItems: null });
const keep = (item: string) => item;

describe('cursorPageRequest', () => {
  it('starts at the list start and asks bunny.net for first records', () => {
    const request = cursorPageRequest('containers', 'apps', { first: 3 });
    expect(request).toEqual({ list: 'apps', upstreamCursor: null, skip: 0, first: 3 });
    expect(upstreamLimit(request)).toBe(3);
  });

  it('resumes from an edge cursor, asking for the records to pass over plus the page', () => {
    const after = encodeCursorPosition('apps', 'tok', 2);
    const request = cursorPageRequest('containers', 'apps', { first: 3, after });
    expect(request).toEqual({ list: 'apps', upstreamCursor: 'tok', skip: 2, first: 3 });
    expect(upstreamLimit(request)).toBe(5);
  });

  it('refuses a cursor of another list, an edited one, and a skip past what one call can read', () => {
    for (const after of [
      encodeCursorPosition('other', null, 1),
      `${encodeCursorPosition('apps', null, 1)}A`,
      encodeCursorPosition('apps', 'has space', 1),
      encodeCursorPosition('apps', null, 901),
      Buffer.from(JSON.stringify(['apps', null, 1.5])).toString('base64url'),
    ]) {
      expect(() => cursorPageRequest('containers', 'apps', { after })).toThrow(/after must be a cursor/);
    }
  });

  it('refuses first outside 1 to 100, naming it', () => {
    expect(() => cursorPageRequest('containers', 'apps', { first: 0 })).toThrow(/first must be between 1 and 100/);
  });
});

describe('cursorConnectionOf', () => {
  it("gives the last edge of a whole page bunny.net's next cursor, and the others their skip", () => {
    const request = cursorPageRequest('containers', 'apps', { first: 3 });
    const connection = cursorConnectionOf(request, page(['a', 'b', 'c'], 'next'), keep);
    expect(connection.edges.map((edge) => edge.cursor)).toEqual([
      encodeCursorPosition('apps', null, 1),
      encodeCursorPosition('apps', null, 2),
      encodeCursorPosition('apps', 'next', 0),
    ]);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it('passes over the skipped records and ends the list when bunny.net sends no cursor', () => {
    const after = encodeCursorPosition('apps', 'tok', 2);
    const request = cursorPageRequest('containers', 'apps', { first: 3, after });
    const connection = cursorConnectionOf(request, page(['a', 'b', 'c', 'd'], null), keep);
    expect(connection.edges.map((edge) => edge.node)).toEqual(['c', 'd']);
    expect(connection.edges.at(-1)?.cursor).toBe(encodeCursorPosition('apps', 'tok', 4));
    expect(connection.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('leaves out records without a node, the others keeping their positions', () => {
    const request = cursorPageRequest('containers', 'apps', { first: 3 });
    const connection = cursorConnectionOf(request, page(['a', '', 'c'], null), (item) => item || null);
    expect(connection.edges).toEqual([
      { cursor: encodeCursorPosition('apps', null, 1), node: 'a' },
      { cursor: encodeCursorPosition('apps', null, 3), node: 'c' },
    ]);
  });
});
