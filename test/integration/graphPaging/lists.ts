import { existsSync } from 'node:fs';
import { AREA_NAMES } from '../../../src/areas/names.js';

/**
 * The lists graphPaging.test.ts pages, and what writing one takes. Each area owns its lists, in `<area>.ts` beside
 * this file (`export const lists: readonly ListCase[]`); the test collects them for every area of src/areas/names.ts.
 */

export interface ListCase {
  readonly name: string;
  /** The connection field, with any arguments before `first` and `after`, wrapped around `list`'s selection. */
  readonly field: (list: string) => string;
  /** The node field that tells records apart. */
  readonly key: string;
  /** The upstream call that reads one page, as `host METHOD path?query`. */
  readonly call: RegExp;
  /** The whole list is one answer read by the record above the connection: a page number never reaches bunny.net. */
  readonly wholeAnswer?: true;
}

export const ARGS = 'first: $first, after: $after';
/** The last three hours of events, fixed for the run: a cursor pages only the search that made it. */
export const SEARCH_WINDOW = `from: "${new Date(Date.now() - 3 * 3_600_000).toISOString()}", to: "${new Date(Date.now() - 60_000).toISOString()}"`;

/** Each area's lists, in the order of the areas, from the areas that have a file here. */
export async function listsOfAreas(): Promise<ReadonlyArray<{ area: string; lists: readonly ListCase[] }>> {
  const owners = AREA_NAMES.filter((area) => existsSync(new URL(`./${area}.ts`, import.meta.url)));
  return Promise.all(
    owners.map(async (area) => {
      const file = new URL(`./${area}.ts`, import.meta.url).href;
      return { area, lists: ((await import(/* @vite-ignore */ file)) as { lists: readonly ListCase[] }).lists };
    }),
  );
}
