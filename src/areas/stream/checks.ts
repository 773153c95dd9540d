import { validatorsFor } from '../shared/validate.js';

/**
 * The checks Stream's arguments share (validation.ts and its parts use them): bunny.net's language codes,
 * resolutions, codecs and lists of them, bounded integers and optional texts. Each throws BAD_USER_INPUT naming the
 * argument, before any upstream call, and never repairs a value.
 */
export const check = validatorsFor('stream');

type Optional<T> = T | null | undefined;

/** A language code as bunny.net takes it (`en`, `pt-BR`, `zh-Hans`): also a path segment of the caption calls. */
const LANGUAGE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,2}$/;
/** A resolution as bunny.net names it: `240p` to `4320p`. */
const RESOLUTION = /^\d{3,4}p$/;
/** A codec, control or similar name as bunny.net lists them (`x264`, `play-large`). */
const NAME = /^[a-z0-9][a-z0-9-]{0,39}$/i;

const MAX_LIST = 50;

function matching(pattern: RegExp, what: string) {
  return (argument: string, value: string): string => {
    if (!pattern.test(value)) throw check.refusal(argument, `${argument} must be ${what}.`);
    return value;
  };
}

export const language = matching(LANGUAGE, 'a language code such as "en" or "pt-BR"');
export const resolution = matching(RESOLUTION, 'a resolution such as "720p"');
export const plainName = matching(NAME, 'a name of letters, digits and hyphens such as "x264"');

/** A list of at most 50 values, each checked with `each` (its argument `argument[index]`). */
export function listOf(argument: string, values: Optional<readonly string[]>, each: typeof language): void {
  if (values == null) return;
  if (values.length > MAX_LIST) throw check.refusal(argument, `${argument} may hold at most ${MAX_LIST} values.`);
  for (const [index, value] of values.entries()) each(`${argument}[${index}]`, value);
}

/** An integer from `min` to `max` when given. */
export function intBetween(argument: string, value: Optional<number>, min: number, max: number): void {
  if (value == null) return;
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw check.refusal(argument, `${argument} must be an integer from ${min} to ${max}.`);
}

/** A text of `min` to `max` characters when given (no control characters). */
export function optionalText(argument: string, value: Optional<string>, min: number, max: number): void {
  if (value != null) check.lengthBetween(argument, value, min, max);
}

/** A required name or title when given: not blank, 1 to 255 characters. */
export function optionalName(argument: string, value: Optional<string>): void {
  if (value != null) check.requiredText(argument, value, 1, 255);
}

/** An http(s) URL when given. */
export function optionalUrl(argument: string, value: Optional<string>): void {
  if (value != null) check.httpUrl(argument, value);
}

/** A GUID-like id (a video's, a collection's) that is safe as a path segment, when given. */
export function optionalId(argument: string, value: Optional<string>): void {
  if (value != null) check.identifier(argument, value);
}

/** A range whose end, when both are given, is after its start. */
export function range(from: Optional<Date>, to: Optional<Date>): { dateFrom?: string; dateTo?: string } {
  if (from != null && to != null && from.getTime() >= to.getTime()) throw check.refusal('to', 'to must be after from.');
  return { ...(from != null && { dateFrom: from.toISOString() }), ...(to != null && { dateTo: to.toISOString() }) };
}

/** An input object with at least one field given: an empty change would only cost a call. */
export function someField(argument: string, input: object): void {
  if (!Object.values(input).some((value) => value !== null && value !== undefined))
    throw check.refusal(argument, `${argument} must give at least one field to change.`);
}

/** The text of the request query parameter for a value given, or undefined to leave it out. */
export const queryValue = (value: Optional<string | number | boolean>): string | undefined =>
  value == null ? undefined : String(value);

/** A list as bunny.net's comma-separated query value, or undefined to leave it out. */
export const commaValue = (values: Optional<readonly string[]>): string | undefined =>
  values == null ? undefined : values.join(',');
