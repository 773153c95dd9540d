import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop } from '../../shared/codecs.js';
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
    updateUploadScanning: (_, { shieldZoneId, input }, { scope: { shield } }) => {
      check.int32Id('shieldZoneId', shieldZoneId);
      const { enabled, csamScanningMode, antivirusScanningMode } = input;
      if (enabled == null && csamScanningMode == null && antivirusScanningMode == null)
        throw check.refusal('input', 'input must change at least one part of upload scanning.');
      return shield.uploadScanning.updateUploadScanning(shieldZoneId, {
        ...(enabled != null && { isEnabled: enabled }),
        ...(csamScanningMode != null && { csamScanningMode: mode(csamScanningMode) }),
        ...(antivirusScanningMode != null && { antivirusScanningMode: mode(antivirusScanningMode) }),
      });
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
  UploadScanningUpdate: {
    shieldZone: (update, _, { scope: { shield } }) => shield.zones.load(update.shieldZoneId),
  },
};
