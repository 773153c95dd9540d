import type { StorageZoneChangesInput } from '../../__generated__/resolvers-types.js';
import type { UpstreamStorageZoneSettings } from './upstreamTypes.js';

/** The settings given, as bunny.net's StorageZoneSettingsModel: the others are left out, so they do not change. */
export function toUpstreamSettings(input: StorageZoneChangesInput): UpstreamStorageZoneSettings {
  return {
    ...(input.replicationRegions != null && { ReplicationZones: input.replicationRegions }),
    ...(input.originUrl != null && { OriginUrl: input.originUrl }),
    ...(input.custom404FilePath != null && { Custom404FilePath: input.custom404FilePath }),
    ...(input.rewrite404To200 != null && { Rewrite404To200: input.rewrite404To200 }),
  };
}
