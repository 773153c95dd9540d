import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop } from '../../shared/codecs.js';
import { echoed } from '../../shared/mutationPayload.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { validatorsFor } from '../../shared/validate.js';
import { shieldEnums } from '../mappers.js';

/** Upload scanning: a setting of the zone, and its change answering the zone as it is now. */

const record = recordIdsOf('shield');
const check = validatorsFor('shield');
type ScannerMode = 0 | 1 | 2;
const mode = (name: 'DISABLED' | 'LOG' | 'BLOCK') => shieldEnums.uploadScanningMode.toUpstream(name) as ScannerMode;

export const uploadScanningResolvers: Resolvers = {
  Mutation: {
    updateShieldUploadScanning: async (_, { input }, { scope: { shield } }) => {
      check.int32Id('input.shieldZoneId', input.shieldZoneId);
      const { enabled, csamScanningMode, antivirusScanningMode } = input.uploadScanning;
      if (enabled == null && csamScanningMode == null && antivirusScanningMode == null)
        throw check.refusal('input.uploadScanning', 'input.uploadScanning must change at least one part of it.');
      const change = await shield.uploadScanning.updateShieldUploadScanning(input.shieldZoneId, {
        ...(enabled != null && { isEnabled: enabled }),
        ...(csamScanningMode != null && { csamScanningMode: mode(csamScanningMode) }),
        ...(antivirusScanningMode != null && { antivirusScanningMode: mode(antivirusScanningMode) }),
      });
      return { ...change, ...echoed(input) };
    },
  },

  ShieldZone: {
    uploadScanning: (zone, _, { scope: { shield } }) =>
      shield.uploadScanning.getUploadScanning(record.id('the Shield Zone id', zone.shieldZoneId, 32)),
  },

  UploadScanning: {
    enabled: prop('isEnabled'),
    csamScanningMode: (state) => shieldEnums.uploadScanningMode.fromUpstream(state.csamScanningMode),
    antivirusScanningMode: (state) => shieldEnums.uploadScanningMode.fromUpstream(state.antivirusScanningMode),
  },
  UpdateShieldUploadScanningPayload: {
    shieldZone: (update, _, { scope: { shield } }) => shield.zones.load(update.shieldZoneId),
  },
};
