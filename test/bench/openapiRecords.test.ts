import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dashboardPullZonePage, pullZoneFieldsExpected } from '../../bench/fixtures.js';
import { fullRecord } from '../../bench/openapiRecords.js';

/** PullZoneModel's property names, read from bunny.net's document as the generator reads it. */
function pullZoneModelProperties(): string[] {
  const document = JSON.parse(
    readFileSync(new URL('../../../shared/upstream-openapi/core-api.json', import.meta.url), 'utf8'),
  ) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
  return Object.keys(document.components.schemas['PullZoneModel']?.properties ?? {});
}

describe("the bench's full-size records", () => {
  it('carry every property of the OpenAPI model they are generated from', () => {
    const record = fullRecord('core-api.json', 'PullZoneModel', '7');
    expect(Object.keys(record)).toEqual(pullZoneModelProperties());
    expect(Object.values(record)).not.toContain(undefined);
  });

  it('are the same for the same seed in every process and differ from one seed to the next', () => {
    const first = JSON.stringify(fullRecord('core-api.json', 'PullZoneModel', '1'));
    expect(JSON.stringify(fullRecord('core-api.json', 'PullZoneModel', '1'))).toBe(first);
    expect(JSON.stringify(fullRecord('core-api.json', 'PullZoneModel', '2'))).not.toBe(first);
  });

  it('make the dashboard page about as large as bunny.net sends it: over 5 KB a zone, nested lists filled', () => {
    const { Items } = dashboardPullZonePage();
    expect(Items).toHaveLength(20);
    for (const zone of Items) {
      expect(JSON.stringify(zone).length).toBeGreaterThan(5_000);
      expect((zone['Hostnames'] as unknown[]).length).toBeGreaterThan(0);
      expect((zone['EdgeRules'] as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('answer the 40-field page with 40 values of each zone, none of them missing', () => {
    const { pullZones } = pullZoneFieldsExpected(40) as { pullZones: { edges: { node: Record<string, unknown> }[] } };
    for (const { node } of pullZones.edges) {
      expect(Object.keys(node)).toHaveLength(40);
      expect(Object.values(node)).not.toContain(undefined);
    }
  });
});
