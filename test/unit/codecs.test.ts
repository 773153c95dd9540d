import { describe, expect, it } from 'vitest';
import { calendarDateOf, intEnum, stringEnum, upstreamDateTime, withNumericId } from '../../src/areas/shared/codecs.js';

describe('calendarDateOf', () => {
  it.each([
    ['2026-11-21', '2026-11-21'],
    ['2026-11-21T00:00:00Z', '2026-11-21'],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['2026-04-30', '2026-04-30'],
    ['2026-12-31', '2026-12-31'],
  ])('reads %s as the calendar date %s', (key, date) => {
    expect(calendarDateOf(key)).toBe(date);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    'weird',
    '26-01-01',
    '',
  ])('does not read %s as a date', (key) => {
    expect(calendarDateOf(key)).toBeNull();
  });
});

describe('enum codecs', () => {
  it('maps integer codes both ways and unknown codes to null', () => {
    const types = intEnum(['DNS', 'CDN', 'MIDDLEWARE']);
    expect(types.fromUpstream(2)).toBe('MIDDLEWARE');
    expect(types.fromUpstream(7)).toBeNull();
    expect(types.fromUpstream('2')).toBeNull();
    expect(types.toUpstream('CDN')).toBe(1);
  });

  it('leaves an optional input out when it is null or undefined, and codes the first name as 0', () => {
    const types = intEnum(['DNS', 'CDN']);
    expect(types.toUpstreamIfSet('DNS')).toBe(0);
    expect(types.toUpstreamIfSet(null)).toBeUndefined();
    expect(types.toUpstreamIfSet(undefined)).toBeUndefined();
  });

  it('maps string codes case-insensitively from upstream and exactly back', () => {
    const versions = stringEnum({ IPV4: 'iPv4' });
    expect(versions.fromUpstream('IPv4')).toBe('IPV4');
    expect(versions.fromUpstream('ipv6')).toBeNull();
    expect(versions.toUpstream('IPV4')).toBe('iPv4');
  });
});

describe('upstreamDateTime', () => {
  it('reads zone-less .NET date-times as UTC and keeps explicit offsets', () => {
    expect(upstreamDateTime('2026-11-20T10:00:00')?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(upstreamDateTime('2026-11-20T10:00:00+02:00')?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(upstreamDateTime('not a date')).toBeNull();
    expect(upstreamDateTime(null)).toBeNull();
  });
});

describe('withNumericId', () => {
  it('answers the record itself, not a copy, when its Id is a number (a page of full Pull Zones is not copied)', () => {
    const zone = { Id: 7, Name: 'web', OriginUrl: 'https://origin.example.com' };
    expect(withNumericId(zone)).toBe(zone);
  });

  it('answers null for a record without a numeric Id, and for no record', () => {
    expect(withNumericId({ Id: null, Name: 'web' })).toBeNull();
    expect(withNumericId({ Name: 'web' } as { Id?: number; Name: string })).toBeNull();
    expect(withNumericId(null)).toBeNull();
    expect(withNumericId(undefined)).toBeNull();
  });
});
