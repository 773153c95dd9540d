/**
 * Calendar dates `YYYY-MM-DD`, read with character codes rather than a regular expression, substrings and Numbers:
 * the every-leaf Shield metrics answer reads 196 day keys as dates and the Date scalar checks each again on the way
 * out, and the regular-expression versions were ~8% of that answer's CPU.
 */

const DIGIT_0 = 48;
const DASH = 45;

/** Whether the ten characters of `text` from `start` are a real calendar date (2026-02-29 is not). */
export function isCalendarDateAt(text: string, start = 0): boolean {
  if (text.length < start + 10) return false;
  if (text.charCodeAt(start + 4) !== DASH || text.charCodeAt(start + 7) !== DASH) return false;
  const year = digits(text, start, 4);
  const month = digits(text, start + 5, 2);
  const day = digits(text, start + 8, 2);
  return year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The number the `count` decimal digits from `start` spell, or -1 when one of them is not a digit. */
function digits(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index++) {
    const digit = text.charCodeAt(index) - DIGIT_0;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}
