import { describe, expect, it } from 'vitest';
import type { PullZoneSettingsInput } from '../../src/__generated__/resolvers-types.js';
import {
  SETTING_NAMES,
  SETTINGS,
  settingFieldResolvers,
  settingsFieldName,
  toUpstreamSettings,
} from '../../src/areas/pullZones/settings/fields.js';
import type { KnownPullZone } from '../../src/areas/pullZones/upstreamTypes.js';
import { readDocument } from '../../scripts/upstreamDocuments.js';
import { describeWithDocuments } from '../support/publishedDocuments.js';

/** The one table of Pull Zone settings: what an update sends, what PullZone reads, and how errors name them. */

describe('toUpstreamSettings', () => {
  it("sends each setting given under bunny.net's name, the enums as their codes, and leaves out null ones", () => {
    const input: PullZoneSettingsInput = {
      originUrl: 'https://o.example.com',
      type: 'VOLUME',
      originType: 'STORAGE_ZONE',
      enableWebpVary: true,
      tokenAuthenticationIncludesClientIp: false,
      blockedCountries: ['KP'],
      limitRateAfter: 2.5,
      optimizerImageQuality: null,
    };
    expect(toUpstreamSettings(input)).toEqual({
      OriginUrl: 'https://o.example.com',
      Type: 1,
      OriginType: 2,
      EnableWebpVary: true,
      ZoneSecurityIncludeHashRemoteIP: false,
      BlockedCountries: ['KP'],
      LimitRateAfter: 2.5,
    });
  });
});

describe('settingsFieldName', () => {
  it("names a setting bunny.net refuses as the caller's settings field, and anything else as it would be", () => {
    expect(settingsFieldName('ZoneSecurityEnabled')).toBe('settings.tokenAuthenticationEnabled');
    expect(settingsFieldName('OriginUrl')).toBe('settings.originUrl');
    expect(settingsFieldName('Name')).toBe('name');
  });
});

describe("PullZone's settings fields", () => {
  it('read their own property of the record, lists as empty when bunny.net sends none', () => {
    const record = {
      Id: 1,
      EnableWebPVary: true,
      ZoneSecurityEnabled: true,
      CookieVaryParameters: null,
    } as KnownPullZone;
    const read = (name: string) =>
      (settingFieldResolvers as Record<string, (zone: KnownPullZone) => unknown>)[name]?.(record);
    expect(read('enableWebpVary')).toBe(true);
    expect(read('tokenAuthenticationEnabled')).toBe(true);
    expect(read('cookieVaryParameters')).toEqual([]);
    expect(read('followRedirects')).toBeNull();
  });
});

describeWithDocuments('The settings table against core-api.json', (dir) => {
  const schemas = (readDocument(dir, 'core-api')['components'] as { schemas: Record<string, { properties: object }> })
    .schemas;
  const properties = (schema: string) => Object.keys(schemas[schema]?.properties ?? {});

  it('sends only properties that PullZoneAddModel and PullZoneSettingsModel both document', () => {
    const sent = SETTING_NAMES.map((name) => SETTINGS[name].upstream);
    expect(sent.filter((property) => !properties('PullZoneSettingsModel').includes(property))).toEqual([]);
    expect(sent.filter((property) => !properties('PullZoneAddModel').includes(property))).toEqual([]);
  });

  it('reads each setting from a property PullZoneModel documents', () => {
    const read = SETTING_NAMES.flatMap((name) => {
      const { upstream, read: model } = SETTINGS[name];
      return model === false ? [] : [model ?? upstream];
    });
    expect(read.filter((property) => !properties('PullZoneModel').includes(property))).toEqual([]);
  });
});
