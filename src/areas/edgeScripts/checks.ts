import { validatorsFor } from '../shared/validate.js';

/** The shared checks bound to Edge Scripting, and the limits its validation files share. */
export const check = validatorsFor('edgeScripts');

/** A script's or a Pull Zone's name (edge-scripting-api.json leaves it open; bunny.net's dashboard allows 100). */
export const MAX_NAME_LENGTH = 100;
export const MAX_NOTE_LENGTH = 1000;
/** A variable's or secret's name. */
export const MAX_VARIABLE_NAME_LENGTH = 128;
/** bunny.net's documented limit of an environment variable's value (docs.bunny.net/scripting/limits): 2 KB. */
export const MAX_VALUE_BYTES = 2048;
/** bunny.net's documented limit of a script's code (docs.bunny.net/scripting/limits): 10 MiB. */
export const MAX_CODE_BYTES = 10 * 1024 * 1024;

/** Text of at most `max` bytes once UTF-8 encoded, as bunny.net counts a variable's size; lone surrogates refused. */
export function withinBytes(argument: string, value: string, max: number): string {
  check.wellFormed(argument, value);
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes > max) throw check.refusal(argument, `${argument} must be at most ${max} bytes of UTF-8 (got ${bytes}).`);
  return value;
}
