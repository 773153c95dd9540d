import { calendarDateOf } from '../../shared/codecs.js';
import type { UpstreamDay } from '../upstreamTypes.js';

/**
 * The past-28-days maps of one request's Shield answers as lists of days, each built on first selection and then
 * reused. The upstream session shares one answer between identical reads of a request, so ten aliases of the
 * metrics read select the same maps: without this, each alias built its own lists and read every key as a date
 * again. One instance per request (on the request's ShieldClient): the lists die with it, and nothing of a caller
 * is kept at module level. Keys are not documented, so they stay as sent, and are dates only when they are.
 */
export class DayLists {
  readonly #lists = new WeakMap<object, UpstreamDay<unknown>[]>();

  of<T>(map: Record<string, T | null> | null | undefined): UpstreamDay<T>[] | null {
    if (!map || typeof map !== 'object') return null;
    let list = this.#lists.get(map) as UpstreamDay<T>[] | undefined;
    if (list === undefined) {
      list = daysOf(map);
      this.#lists.set(map, list);
    }
    return list;
  }
}

/**
 * One plain record per day, its key read as a date at once: reading a key costs ~20 ns (codecs.ts), less than the
 * getter and private field a lazy day needed, and `for...in` makes no [key, value] pair per day as
 * `Object.entries` does. A parsed JSON object has only own, enumerable keys, in the order `Object.entries` gives.
 */
function daysOf<T>(map: Record<string, T | null>): UpstreamDay<T>[] {
  const days: UpstreamDay<T>[] = [];
  for (const key in map) days.push({ key, value: map[key] ?? null, date: calendarDateOf(key) });
  return days;
}
