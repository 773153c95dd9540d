import type {
  SetShieldBotActionInput,
  SetShieldBotCategoryActionInput,
  UpdateShieldBotDetectionInput,
  ShieldBotCategorizationBotsArgs,
} from '../../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../../shared/paging/index.js';
import { validatorsFor } from '../../shared/validate.js';

/** Bot protection's argument checks, one per field: BAD_USER_INPUT naming the argument, before any call. */
const check = validatorsFor('shield');

const unset = (value: unknown): boolean => value === undefined || value === null;

export const validate = {
  updateShieldBotDetection({ shieldZoneId, botDetection }: UpdateShieldBotDetectionInput): void {
    check.int32Id('input.shieldZoneId', shieldZoneId);
    const { browserFingerprint, ...rest } = botDetection;
    const fingerprint = browserFingerprint ?? {};
    if (Object.values(rest).every(unset) && Object.values(fingerprint).every(unset))
      throw check.refusal('input.botDetection', 'input.botDetection must change at least one part of bot detection.');
    // bunny.net reports an aggression it cannot name as UNKNOWN; it is not a setting.
    if (fingerprint.aggression === 'UNKNOWN')
      throw check.refusal('input.botDetection.browserFingerprint.aggression', 'aggression cannot be set to UNKNOWN.');
  },

  setShieldBotAction({ shieldZoneId, botId }: SetShieldBotActionInput): void {
    check.int32Id('input.shieldZoneId', shieldZoneId);
    check.int32Id('input.botId', botId);
  },

  setShieldBotCategoryAction({ shieldZoneId }: SetShieldBotCategoryActionInput): void {
    check.int32Id('input.shieldZoneId', shieldZoneId);
  },

  /** A cursor only pages the list (a zone's categories, its bots, or one category's bots) that made it. */
  page(list: string, args: ShieldBotCategorizationBotsArgs): PageRequest {
    return pageRequest('shield', list, args);
  },
};
