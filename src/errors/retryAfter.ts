/**
 * Retry-After as RFC 9110 (section 10.2.3) writes it, and nothing else: `delay-seconds` (1*DIGIT) or an HTTP-date
 * (IMF-fixdate, or the obsolete RFC 850 and asctime forms every recipient must still read). Date.parse is not used:
 * it reads "hello 2099" or "<date>, 5" as a date, and a host's garbage must never become a wait.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = `(${MONTHS.join('|')})`;
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';

/** `Sun, 06 Nov 1994 08:49:37 GMT`: day, month, year, hour, minute, second. */
const IMF_FIXDATE = new RegExp(`^${DAY}, (\\d{2}) ${MONTH} (\\d{4}) ${TIME} GMT$`);
/** `Sunday, 06-Nov-94 08:49:37 GMT`: day, month, two-digit year, time. */
const RFC_850 = new RegExp(`^${LONG_DAY}, (\\d{2})-${MONTH}-(\\d{2}) ${TIME} GMT$`);
/** `Sun Nov  6 08:49:37 1994`: month, day (space-padded), time, year. */
const ASCTIME = new RegExp(`^${DAY} ${MONTH} ([ \\d]\\d) ${TIME} (\\d{4})$`);

/**
 * Retry-After as whole seconds from now. Anything else than one delay-seconds or one HTTP-date (a sign, a fraction,
 * two values, a date that does not exist, garbage) gives undefined, and so does a date already past: the host
 * asked for no wait. A number past 2^53 gives undefined too: no one can mean it.
 */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const seconds = Number(trimmed);
    return Number.isSafeInteger(seconds) ? seconds : undefined;
  }
  const date = parseHttpDate(trimmed, now);
  if (date === undefined) return undefined;
  const seconds = Math.ceil((date - now) / 1000);
  return seconds >= 0 ? seconds : undefined;
}

/** An HTTP-date as epoch milliseconds, or undefined when it is not one (or names a day that does not exist). */
export function parseHttpDate(text: string, now: number = Date.now()): number | undefined {
  let match = IMF_FIXDATE.exec(text);
  if (match) return utc(Number(match[3]), match[2], match[1], match.slice(4, 7));
  match = RFC_850.exec(text);
  if (match) return utc(fullYear(Number(match[3]), now), match[2], match[1], match.slice(4, 7));
  match = ASCTIME.exec(text);
  if (match) return utc(Number(match[6]), match[1], match[2], match.slice(3, 6));
  return undefined;
}

/**
 * RFC 9110: a two-digit year that would be more than 50 years in the future is the most recent past year with
 * those digits.
 */
function fullYear(twoDigits: number, now: number): number {
  const thisYear = new Date(now).getUTCFullYear();
  const year = Math.floor(thisYear / 100) * 100 + twoDigits;
  return year > thisYear + 50 ? year - 100 : year;
}

function utc(
  year: number,
  monthName: string | undefined,
  dayText: string | undefined,
  time: string[],
): number | undefined {
  const month = MONTHS.indexOf(monthName ?? '');
  const day = Number(dayText?.trim());
  const [hour, minute, second] = time.map(Number) as [number, number, number];
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  const date = Date.UTC(year, month, day, hour, minute, Math.min(second, 59));
  // Date.UTC rolls the 31st of February over into March: a day that does not exist is no date.
  return new Date(date).getUTCDate() === day ? date : undefined;
}
