import type { Echoed } from '../../shared/mutationPayload.js';
import type { components } from '../../../__generated__/upstream/shield-api.js';

/** Upload scanning as shield-api.json describes it: aliases of the generated types. */

type Schemas = components['schemas'];

export type UpstreamUploadScanning = Schemas['UploadScanningConfigurationState'];
export type UpstreamUploadScanningChange = Schemas['UpdateUploadScanningConfigurationRequest'];

/** The parent of `UploadScanning`: bunny.net's record, with the zone of the path (the record's own is optional). */
export type ZoneUploadScanning = UpstreamUploadScanning & { shieldZoneId: number };

export interface UploadScanningUpdateResult extends Echoed {
  shieldZoneId: number;
  uploadScanning: ZoneUploadScanning | null;
}
