import { intEnum } from '../../shared/codecs.js';

/** Bot protection's integer-coded enums, in bunny.net's order (shield-api.json). */
export const botEnums = {
  sensitivity: intEnum(['OFF', 'LOW', 'MEDIUM', 'HIGH'] as const),
  aggression: intEnum(['UNKNOWN', 'LOW', 'MEDIUM', 'HIGH', 'CUSTOM'] as const),
  category: intEnum(['NONE', 'SEO', 'AI_SCRAPER', 'AI_TOOL', 'TOOL', 'ADS', 'PREVIEW', 'SOCIAL'] as const),
  botAction: intEnum(['NONE', 'BLOCK', 'ALLOW', 'IGNORE'] as const),
  categoryAction: intEnum(['NONE', 'BLOCK', 'ALLOW'] as const),
};
