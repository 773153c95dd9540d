import { calendarDateOf } from '../shared/codecs.js';
import type { UpstreamDay } from './upstreamTypes.js';

/** One day of a past-28-days map. Its key is read as a date the first time a query selects `date`, then kept. */
class Day<T> implements UpstreamDay<T> {
  #date: string | null | undefined;

  constructor(
    readonly key: string,
    readonly value: T | null,
  ) {}

  get date(): string | null {
    if (this.#date === undefined) this.#date = calendarDateOf(this.key);
    return this.#date;
  }
}

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
      list = Object.entries(map).map(([key, value]) => new Day(key, value));
      this.#lists.set(map, list);
    }
    return list;
  }
}
