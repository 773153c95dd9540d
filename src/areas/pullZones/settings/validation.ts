import type { PullZoneSettingsInput } from '../../../__generated__/resolvers-types.js';
import { printable, validatorsFor } from '../../shared/validate.js';
import { SETTING_NAMES, SETTINGS, type SettingCheck } from './fields.js';

/**
 * The checks of `PullZoneSettingsInput`, each refusal naming the field as `<argument>.<name>` (`settings.originUrl`)
 * before any call: the ranges PullZoneAddModel and PullZoneSettingsModel document, and the gateway's own rules for
 * texts and lists (Unicode without control characters, at most 100 entries).
 */
const check = validatorsFor('pullZones');

const INT32_MAX = 2 ** 31 - 1;
const MAX_LIST = 100;
const COUNTRY = /^[A-Za-z]{2}$/;
const ZONE_CODE = /^[A-Za-z]{1,10}$/;
const EXTENSION = /^[A-Za-z0-9]{1,16}$/;

type Value = NonNullable<PullZoneSettingsInput[keyof PullZoneSettingsInput]>;

function atLeast(argument: string, value: number, min: number, max = INT32_MAX): void {
  if (!Number.isFinite(value) || value < min || value > max)
    throw check.refusal(argument, `${argument} must be from ${min} to ${max} (got ${value}).`);
}

function checkList(argument: string, values: readonly string[], item: (name: string, value: string) => void): void {
  if (values.length > MAX_LIST)
    throw check.refusal(argument, `${argument} may hold at most ${MAX_LIST} entries (got ${values.length}).`);
  for (const [index, value] of values.entries()) item(`${argument}[${index}]`, value);
}

function matching(pattern: RegExp, what: string) {
  return (argument: string, value: string): void => {
    check.wellFormed(argument, value);
    if (!pattern.test(value)) throw check.refusal(argument, `${argument} must be ${what} (got "${printable(value)}").`);
  };
}

const CHECKS: Record<Exclude<SettingCheck, object>, (argument: string, value: Value) => void> = {
  flag: () => {},
  enum: () => {},
  count: (argument, value) => atLeast(argument, value as number, 0),
  maxAge: (argument, value) => atLeast(argument, value as number, -1, Number.MAX_SAFE_INTEGER),
  bytes: (argument, value) => atLeast(argument, value as number, 0, Number.MAX_SAFE_INTEGER),
  rate: (argument, value) => atLeast(argument, value as number, 0, Number.MAX_VALUE),
  storageZone: (argument, value) => check.positiveId(argument, value as number),
  url: (argument, value) => check.httpUrl(argument, value as string),
  hostHeader: (argument, value) => check.lengthBetween(argument, value as string, 0, 255),
  zoneCode: (argument, value) => matching(ZONE_CODE, '1 to 10 letters, e.g. FR')(argument, value as string),
  countries: (argument, value) =>
    checkList(argument, value as string[], matching(COUNTRY, 'a two-letter ISO 3166-1 country code')),
  parameterNames: (argument, value) =>
    checkList(argument, value as string[], (name, item) => check.requiredText(name, item, 1, 255)),
  extensions: (argument, value) =>
    checkList(
      argument,
      value as string[],
      matching(EXTENSION, 'a file extension of letters and digits, without a dot'),
    ),
};

/** Every setting given; `required` when at least one must be (an update that changes nothing is refused). */
export function checkSettings(argument: string, input: PullZoneSettingsInput, { required = false } = {}): void {
  const given = SETTING_NAMES.filter((name) => input[name] !== null && input[name] !== undefined);
  if (required && given.length === 0) throw check.refusal(argument, `${argument} must set at least one setting.`);
  for (const name of given) {
    const rule = SETTINGS[name].check;
    const value = input[name] as Value;
    if (typeof rule === 'object') atLeast(`${argument}.${name}`, value as number, rule.min, rule.max);
    else CHECKS[rule](`${argument}.${name}`, value);
  }
}
