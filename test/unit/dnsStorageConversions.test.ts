import { describe, expect, it } from 'vitest';
import { dnsInputFieldName } from '../../src/areas/dns/fieldNames.js';
import { pullZoneIdOf } from '../../src/areas/dns/links/pullZone.js';
import { toUpstreamRecord } from '../../src/areas/dns/records/input.js';
import { checkOptionalRange } from '../../src/areas/shared/dateRange.js';
import { toUpstreamSettings } from '../../src/areas/storageZones/settings.js';

/** The conversions between the graph's DNS and Storage Zone inputs and bunny.net's bodies, and their edge cases. */

describe('a DNS record input as bunny.net body', () => {
  it('holds only the fields given, under bunny.net names and codes, enabled as its inverted Disabled', () => {
    expect(
      toUpstreamRecord({
        type: 'PULL_ZONE',
        name: 'cdn',
        pullZoneId: 1284367,
        enabled: false,
        smartRoutingType: 'GEOLOCATION',
        monitorType: 'HTTP',
        environmentVariables: [{ name: 'A', value: '1' }],
        ttl: 0,
        comment: null,
      }),
    ).toEqual({
      Type: 7,
      Name: 'cdn',
      PullZoneId: 1284367,
      Disabled: true,
      SmartRoutingType: 2,
      MonitorType: 2,
      EnviromentalVariables: [{ Name: 'A', Value: '1' }],
      Ttl: 0,
    });
  });

  it('is empty for an input with nothing set', () => {
    expect(toUpstreamRecord({ value: null, ttl: undefined })).toEqual({});
  });
});

describe("bunny.net's DNS field names in an error", () => {
  it.each([
    ['Nameserver1', 'input.nameserver1'],
    ['Records[2].Value', 'input.records[2].value'],
    ['Records[0].Disabled', 'input.records[0].enabled'],
    ['EnviromentalVariables[1].Name', 'input.environmentVariables[1].name'],
    ['LogAnonymizationType', 'input.logAnonymization'],
  ])('%s is %s', (field, argument) => {
    expect(dnsInputFieldName(field)).toBe(argument);
  });
});

describe('the Pull Zone a DNS record points at', () => {
  const record = (fields: Record<string, unknown>) => ({ Id: 1, dnsZoneId: 2, ...fields });

  it("is a PULL_ZONE record's LinkName when it is an id, and the accelerating zone of an accelerated record", () => {
    expect(pullZoneIdOf(record({ Type: 7, LinkName: '1284367' }))).toBe(1284367);
    expect(pullZoneIdOf(record({ Type: 0, Accelerated: true, AcceleratedPullZoneId: 42 }))).toBe(42);
  });

  it('is none for a link that is not a canonical id, an unaccelerated record, or another type', () => {
    for (const LinkName of ['acme-web', '0123', '-1', '99999999999999999', '', null])
      expect(pullZoneIdOf(record({ Type: 7, LinkName }))).toBeNull();
    expect(pullZoneIdOf(record({ Type: 0, Accelerated: false, AcceleratedPullZoneId: 42 }))).toBeNull();
    expect(pullZoneIdOf(record({ Type: 11, LinkName: '55' }))).toBeNull();
  });
});

describe('an optional statistics range', () => {
  const refusal = (range: { from?: Date; to?: Date }, maxDays = 31) => {
    try {
      checkOptionalRange('dns', range, maxDays);
      return null;
    } catch (error) {
      return (error as { extensions?: Record<string, unknown> }).extensions?.['argument'];
    }
  };

  it('takes either end alone, none, or both in order within the limit', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ from: new Date('2026-01-01T00:00:00Z') })).toBeNull();
    expect(refusal({ from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-02-01T00:00:00Z') })).toBeNull();
  });

  it('refuses an end before 2000 or not a date, a reversed range and one over the limit, naming the end', () => {
    expect(refusal({ from: new Date('1999-12-31T23:59:59Z') })).toBe('from');
    expect(refusal({ to: new Date(Number.NaN) })).toBe('to');
    expect(refusal({ from: new Date('2026-02-01T00:00:00Z'), to: new Date('2026-01-01T00:00:00Z') })).toBe('to');
    expect(refusal({ from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-02-01T00:00:01Z') })).toBe('to');
  });
});

describe('Storage Zone settings as bunny.net body', () => {
  it('name the replication regions ReplicationZones and leave out what is not given', () => {
    expect(toUpstreamSettings({ replicationRegions: ['NY'], rewrite404To200: false, originUrl: null })).toEqual({
      ReplicationZones: ['NY'],
      Rewrite404To200: false,
    });
  });
});
