import type {
  CreateShieldZoneUnderAttackInput,
  ShieldZoneInput,
  UpdateShieldZoneInput,
} from '../../../__generated__/resolvers-types.js';
import { validatorsFor } from '../../shared/validate.js';

/** The argument checks of a zone's settings as a whole: BAD_USER_INPUT naming the argument, before any call. */
const check = validatorsFor('shield');

const MAX_TEXT = 256;

export const validate = {
  /** A zone, and at least one setting: an empty update would change nothing and still be a call. */
  updateShieldZone({ shieldZoneId, shieldZone }: UpdateShieldZoneInput): void {
    check.positiveId('input.shieldZoneId', shieldZoneId);
    if (Object.values(shieldZone).every((value) => value === undefined || value === null))
      throw check.refusal('input.shieldZone', 'input.shieldZone must set at least one setting.');
    zoneSettings('input.shieldZone', shieldZone);
  },

  createShieldZoneUnderAttack({ pullZoneId }: CreateShieldZoneUnderAttackInput): void {
    check.positiveId('input.pullZoneId', pullZoneId);
  },
};

/** The text of a zone's settings: Unicode (no lone surrogate), without control characters, of a sane length. */
export function zoneSettings(argument: string, input: ShieldZoneInput): void {
  const lists = {
    wafDisabledRules: input.wafDisabledRules,
    wafLogOnlyRules: input.wafLogOnlyRules,
    wafRequestIgnoredHeaders: input.wafRequestIgnoredHeaders,
  };
  for (const [name, values] of Object.entries(lists))
    for (const [index, value] of (values ?? []).entries())
      check.lengthBetween(`${argument}.${name}[${index}]`, value, 1, MAX_TEXT);
  input.wafEngineConfig?.forEach((variable, index) => {
    check.lengthBetween(`${argument}.wafEngineConfig[${index}].name`, variable.name, 1, MAX_TEXT);
    check.wellFormed(`${argument}.wafEngineConfig[${index}].valueEncoded`, variable.valueEncoded);
  });
  for (const [index, id] of (input.wafCustomRuleOrder ?? []).entries())
    check.positiveId(`${argument}.wafCustomRuleOrder[${index}]`, id);
}
