import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  intEnum,
  stringEnum,
  upstreamDateTime,
  withCodeAt,
  withNumberAt,
  withNumericId,
  withParentKey,
  withTextAt,
} from '../../src/areas/shared/codecs.js';
import { knownCountry, knownSummaryItem } from '../../src/areas/account/recordKeys.js';
import { knownRecord } from '../../src/areas/dns/records/client.js';
import { zoneLog, zoneRule } from '../../src/areas/shield/recordKeys.js';

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

describe('the keys of listed records, read without a copy', () => {
  it('answers the record itself when its key is there: a number, a plain code, a non-empty text', () => {
    const item = { PullZoneId: 7, Charges: 1.5 };
    const country = { IsoCode: 'DE', Name: 'Germany' };
    const log = { logId: 'a1', ip: '198.51.100.7' };
    expect(withNumberAt(item, 'PullZoneId')).toBe(item);
    expect(withCodeAt(country, 'IsoCode')).toBe(country);
    expect(withTextAt(log, 'logId')).toBe(log);
  });

  it('answers null for a missing, mistyped or unusable key, and for no record', () => {
    expect(withNumberAt({ PullZoneId: '7' }, 'PullZoneId')).toBeNull();
    expect(withNumberAt(null as { PullZoneId?: number } | null, 'PullZoneId')).toBeNull();
    expect(withCodeAt({ IsoCode: 'D E' }, 'IsoCode')).toBeNull();
    expect(withCodeAt({ IsoCode: 'a:b' }, 'IsoCode')).toBeNull();
    expect(withCodeAt({ IsoCode: 'x'.repeat(65) }, 'IsoCode')).toBeNull();
    expect(withTextAt({ logId: '' }, 'logId')).toBeNull();
    expect(withTextAt(undefined as { logId?: string } | undefined, 'logId')).toBeNull();
  });

  it('sets a parent key on the record itself, leaving every property bunny.net sent as it was', () => {
    const record = { Id: 3, Name: 'www', Value: '192.0.2.1' };
    const keyed = withParentKey(record, 'dnsZoneId', 42);
    expect(keyed).toBe(record);
    expect(keyed).toEqual({ Id: 3, Name: 'www', Value: '192.0.2.1', dnsZoneId: 42 });
  });

  it('keeps the account, DNS and Shield records of a list as they arrived rather than copying each', () => {
    const summary = { PullZoneId: 9, MonthlyUsage: 12 };
    const country = { IsoCode: 'SI', Name: 'Slovenia' };
    const record = { Id: 5, Type: 0 as const, Name: 'api' };
    const rule = { ruleId: '942100', ruleDescription: 'SQL injection' };
    const log = { logId: 'e-1', timestamp: 1_700_000_000_000 };
    expect(knownSummaryItem(summary)).toBe(summary);
    expect(knownCountry(country)).toBe(country);
    expect(knownRecord(record, 11)).toBe(record);
    expect(record).toMatchObject({ dnsZoneId: 11 });
    expect(zoneRule(4, rule)).toBe(rule);
    expect(zoneLog(4, log)).toMatchObject({ logId: 'e-1', shieldZoneId: 4 });
    expect(zoneLog(4, log)).toBe(log);
    expect(zoneRule(4, { ruleDescription: 'no id' })).toBeNull();
  });
});
