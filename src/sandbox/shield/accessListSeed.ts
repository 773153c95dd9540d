import {
  createdAccessListConfigurationId,
  ENTERPRISE_SHIELD_ZONE_ID,
  FIRST_ENTERPRISE_ACCESS_LIST_ID,
  SEEDED_ENTERPRISE_ACCESS_LISTS,
} from './fixtures.js';
import type { ZoneProtection } from './settingsState.js';

/** The Enterprise zone's custom access lists: a few pages of them, each blocking one documentation range. */
export function seedEnterpriseAccessLists(protection: ZoneProtection, shieldZoneId: number, now: Date): void {
  if (shieldZoneId !== ENTERPRISE_SHIELD_ZONE_ID) return;
  for (let n = 1; n <= SEEDED_ENTERPRISE_ACCESS_LISTS; n += 1) {
    const id = FIRST_ENTERPRISE_ACCESS_LIST_ID + n - 1;
    protection.customAccessLists.set(id, {
      id,
      name: `partner-${n}`,
      description: `Partner ${n}'s egress addresses.`,
      type: 0,
      content: `192.0.2.${n}\n198.51.100.${n}`,
      checksum: `partner-${n}`,
      lastModified: now.toISOString(),
    });
    const configurationId = createdAccessListConfigurationId(shieldZoneId, id);
    protection.accessListConfigurations.set(configurationId, {
      configurationId,
      listId: id,
      isEnabled: true,
      action: 1,
    });
  }
}
