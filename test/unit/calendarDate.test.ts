import { DateResolver } from 'graphql-scalars';
import { describe, expect, it } from 'vitest';
import { isCalendarDateAt } from '../../src/scalars/calendarDate.js';
import { DateScalar } from '../../src/scalars/date.js';

/** Whether graphql-scalars' own Date accepts a string: the answer the fast check must give. */
function scalarsAccept(text: string): boolean {
  try {
    DateResolver.serialize(text);
    return true;
  } catch {
    return false;
  }
}

/** Every day of four years (a leap year among them) and the days around each month's end that do not exist. */
function candidates(): string[] {
  const texts: string[] = [];
  for (const year of ['1900', '2000', '2024', '2026'])
    for (let month = 0; month <= 13; month++)
      for (let day = 0; day <= 32; day++)
        texts.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  return texts;
}

describe('isCalendarDateAt', () => {
  it('accepts exactly the dates graphql-scalars accepts, over every day, month and leap rule', () => {
    const texts = candidates();
    const disagreements = texts.filter((text) => isCalendarDateAt(text) !== scalarsAccept(text));
    expect(disagreements).toEqual([]);
    expect(texts.filter((text) => isCalendarDateAt(text))).toHaveLength(365 * 2 + 366 * 2);
  });

  it.each(['2026-1-021', '2026/11/21', '20261121xx', '2026-11-2', 'abcd-11-21', '2026-1a-21', '', '２026-11-21'])(
    'refuses %s',
    (text) => {
      expect(isCalendarDateAt(text)).toBe(false);
    },
  );

  it('reads a date at the start of a longer key, or at an offset', () => {
    expect(isCalendarDateAt('2026-11-21T00:00:00Z')).toBe(true);
    expect(isCalendarDateAt('day 2026-11-21', 4)).toBe(true);
    expect(isCalendarDateAt('day 2026-11-21', 0)).toBe(false);
  });
});

describe('the Date scalar on the way out', () => {
  it('passes a real date string through as it is', () => {
    expect(DateScalar.serialize('2024-02-29')).toBe('2024-02-29');
  });

  it('refuses an impossible date or a date-time with graphql-scalars own error', () => {
    expect(() => DateScalar.serialize('2026-02-29')).toThrow(/invalid date-string 2026-02-29/);
    expect(() => DateScalar.serialize('2026-11-21T00:00:00Z')).toThrow(/invalid date-string/);
  });

  it('writes a Date instance as its calendar date, as graphql-scalars does', () => {
    expect(DateScalar.serialize(new Date(Date.UTC(2026, 10, 21)))).toBe('2026-11-21');
  });
});
