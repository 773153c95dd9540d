import type { VideoHeatmapPoint } from '../../../__generated__/resolvers-types.js';
import type { UpstreamVideoHeatmap } from '../upstreamTypes.js';

/**
 * A video's heatmap as bunny.net sends it, a map of timeline positions to interest (`{ "0": 12, "5": 30 }`), as a
 * list in timeline order. A key that is not a number, or a value that is not an integer, is left out rather than
 * failing the field.
 */
export function heatmapPoints(answer: UpstreamVideoHeatmap): VideoHeatmapPoint[] {
  const map = answer.heatmap;
  if (!map || typeof map !== 'object') return [];
  return Object.entries(map)
    .flatMap(([key, value]) => {
      const position = key.trim() === '' ? Number.NaN : Number(key);
      return Number.isFinite(position) && Number.isSafeInteger(value) ? [{ position, value }] : [];
    })
    .sort((a, b) => a.position - b.position);
}
