import type { Unechoed } from '../payloads.js';
import { inputFieldName } from '../../../errors/fromUpstream.js';
import { ShieldCalls } from '../shieldCalls.js';
import type * as Up from './upstreamTypes.js';

/** Upload scanning's REST calls, `/shield/shield-zone/{shieldZoneId}/upload-scanning`. */
export class ShieldUploadScanningClient extends ShieldCalls {
  /** `GET .../upload-scanning`. */
  async getUploadScanning(shieldZoneId: number): Promise<Up.ZoneUploadScanning | null> {
    const state = await this.enveloped<Up.UpstreamUploadScanning>({
      method: 'GET',
      route: '/shield/shield-zone/{shieldZoneId}/upload-scanning',
      params: { shieldZoneId },
      idempotent: true,
    });
    return state && { ...state, shieldZoneId };
  }

  /** `PATCH .../upload-scanning`: upload scanning as bunny.net now has it. */
  async updateShieldUploadScanning(
    shieldZoneId: number,
    body: Up.UpstreamUploadScanningChange,
  ): Promise<Unechoed<Up.UploadScanningUpdateResult>> {
    const state = await this.enveloped<Up.UpstreamUploadScanning>({
      method: 'PATCH',
      route: '/shield/shield-zone/{shieldZoneId}/upload-scanning',
      params: { shieldZoneId },
      json: { ...body, shieldZoneId },
      fieldName: inputFieldName,
    });
    return { shieldZoneId, uploadScanning: state && { ...state, shieldZoneId } };
  }
}
