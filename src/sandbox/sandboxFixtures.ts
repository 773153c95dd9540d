import { customerPullZoneId } from './pullZones/fixtures.js';
import {
  createdAccessListConfigurationId,
  customAccessListConfigurationId,
  managedAccessListConfigurationId,
} from './shield/fixtures.js';
import { streamFixtures } from './stream/fixtures.js';

/**
 * The typed fixtures API: what tests need of the seed that is a formula rather than a constant (per-account keys,
 * numbered ids), by area, e.g. `sandboxFixtures.stream.library(DEMO_LIBRARY_ID).apiKey(accountKey)`. The constants
 * themselves are exported from index.ts. Each entry is the function the seed itself uses, so the two cannot drift.
 */
export const sandboxFixtures = {
  pullZones: { customerPullZoneId },
  shield: { managedAccessListConfigurationId, customAccessListConfigurationId, createdAccessListConfigurationId },
  stream: streamFixtures,
};
