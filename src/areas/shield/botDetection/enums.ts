import { orderedEnum } from '../codedEnum.js';

/** Bot protection's integer-coded enums, in bunny.net's order (shield-api.json). */
export const botEnums = {
  sensitivity: orderedEnum(['OFF', 'LOW', 'MEDIUM', 'HIGH'] as const),
  aggression: orderedEnum(['UNKNOWN', 'LOW', 'MEDIUM', 'HIGH', 'CUSTOM'] as const),
  category: orderedEnum(['NONE', 'SEO', 'AI_SCRAPER', 'AI_TOOL', 'TOOL', 'ADS', 'PREVIEW', 'SOCIAL'] as const),
  botAction: orderedEnum(['NONE', 'BLOCK', 'ALLOW', 'IGNORE'] as const),
  categoryAction: orderedEnum(['NONE', 'BLOCK', 'ALLOW'] as const),
};
