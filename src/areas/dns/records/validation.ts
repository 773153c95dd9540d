import { isIPv4, isIPv6 } from 'node:net';
import type { AddDnsRecordInput, DnsRecordChangesInput } from '../../../__generated__/resolvers-types.js';
import { validatorsFor } from '../../shared/validate.js';

/**
 * The checks of a record's fields (`AddDnsRecordInput`, `DnsRecordChangesInput`), each refusal naming the input field
 * under `at` (`input.ttl`, `input.records[2].value`). bunny.net documents no limits; these are DNS's own (ports and
 * weights are 16-bit, CAA flags 8-bit, names 255 characters) and generous bounds on free text.
 */

const check = validatorsFor('dns');

const MAX_VARIABLES = 100;
const MAX_VALUE_LENGTH = 4096;

function intBetween(argument: string, value: number | null | undefined, min: number, max: number): void {
  if (value != null && (!Number.isInteger(value) || value < min || value > max))
    throw check.refusal(argument, `${argument} must be an integer from ${min} to ${max}.`);
}

function numberBetween(argument: string, value: number | null | undefined, min: number, max: number): void {
  if (value != null && (!Number.isFinite(value) || value < min || value > max))
    throw check.refusal(argument, `${argument} must be a number from ${min} to ${max}.`);
}

type RecordFields = AddDnsRecordInput | DnsRecordChangesInput;

/** Every field given, whatever the record's type. */
export function checkRecordFields(at: string, input: RecordFields): void {
  if (input.name != null) check.visibleAscii(`${at}.name`, input.name, 0, 255);
  if (input.value != null) check.lengthBetween(`${at}.value`, input.value, 0, MAX_VALUE_LENGTH);
  intBetween(`${at}.ttl`, input.ttl, 0, 2 ** 31 - 1);
  for (const field of ['weight', 'priority', 'port'] as const) intBetween(`${at}.${field}`, input[field], 0, 65_535);
  intBetween(`${at}.flags`, input.flags, 0, 255);
  if (input.tag != null) check.lengthBetween(`${at}.tag`, input.tag, 0, 255);
  if (input.pullZoneId != null) check.positiveId(`${at}.pullZoneId`, input.pullZoneId);
  if (input.edgeScriptId != null) check.positiveId(`${at}.edgeScriptId`, input.edgeScriptId);
  numberBetween(`${at}.geolocationLatitude`, input.geolocationLatitude, -90, 90);
  numberBetween(`${at}.geolocationLongitude`, input.geolocationLongitude, -180, 180);
  if (input.latencyZone != null) check.visibleAscii(`${at}.latencyZone`, input.latencyZone, 1, 64);
  if (input.comment != null) check.lengthBetween(`${at}.comment`, input.comment, 0, 1000);
  checkVariables(`${at}.environmentVariables`, input.environmentVariables);
}

function checkVariables(at: string, variables: RecordFields['environmentVariables']): void {
  if (variables == null) return;
  if (variables.length > MAX_VARIABLES) throw check.refusal(at, `${at} may hold at most ${MAX_VARIABLES} variables.`);
  variables.forEach((variable, index) => {
    check.requiredText(`${at}[${index}].name`, variable.name, 1, 255);
    check.lengthBetween(`${at}[${index}].value`, variable.value, 0, MAX_VALUE_LENGTH);
  });
}

/** The address an A or AAAA record holds: bunny.net refuses anything else only after the call. */
function checkAddress(at: string, input: RecordFields): void {
  if (input.value == null) return;
  if (input.type === 'A' && !isIPv4(input.value))
    throw check.refusal(`${at}.value`, `An A record's ${at}.value must be an IPv4 address.`);
  if (input.type === 'AAAA' && !isIPv6(input.value))
    throw check.refusal(`${at}.value`, `An AAAA record's ${at}.value must be an IPv6 address.`);
}

/** A new record: its fields, and what its type needs (a Pull Zone, a script, or a value). */
export function checkNewRecord(at: string, input: AddDnsRecordInput): void {
  checkRecordFields(at, input);
  checkAddress(at, input);
  if (input.type === 'PULL_ZONE' && input.pullZoneId == null)
    throw check.refusal(`${at}.pullZoneId`, `A PULL_ZONE record needs ${at}.pullZoneId.`);
  if (input.type === 'SCRIPT' && input.edgeScriptId == null)
    throw check.refusal(`${at}.edgeScriptId`, `A SCRIPT record needs ${at}.edgeScriptId.`);
  if (input.type !== 'PULL_ZONE' && input.type !== 'SCRIPT' && !input.value)
    throw check.refusal(`${at}.value`, `A ${input.type} record needs ${at}.value.`);
}

/** A change of a record: its fields, and at least one of them. */
export function checkRecordChange(at: string, input: DnsRecordChangesInput): void {
  if (Object.values(input).every((value) => value == null))
    throw check.refusal(at, `${at} must change at least one field.`);
  checkRecordFields(at, input);
  checkAddress(at, input);
}
