/** Safe JSON body parsing and the few type guards the handlers need. */

export type JsonObject = Record<string, unknown>;

export type ParsedBody = { ok: true; value: unknown } | { ok: false };

/** Parses a request body. An empty body parses to undefined (several operations make the body optional). */
export function parseJsonBody(body: Buffer): ParsedBody {
  const text = body.toString('utf8').trim();
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a body that must be a JSON object; undefined for bad JSON, arrays, scalars or no body. */
export function parseJsonObject(body: Buffer): JsonObject | undefined {
  const parsed = parseJsonBody(body);
  return parsed.ok && isJsonObject(parsed.value) ? parsed.value : undefined;
}

/** Like parseJsonObject, but an absent body counts as {} for operations whose body is optional. */
export function parseOptionalJsonObject(body: Buffer): JsonObject | undefined {
  const parsed = parseJsonBody(body);
  if (!parsed.ok) return undefined;
  if (parsed.value === undefined || parsed.value === null) return {};
  return isJsonObject(parsed.value) ? parsed.value : undefined;
}

export function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A copy of `source` holding only the listed keys that are present; used to echo requests safely. */
export function pick(source: JsonObject, keys: readonly string[]): JsonObject {
  const picked: JsonObject = {};
  for (const key of keys) {
    if (key in source) picked[key] = source[key];
  }
  return picked;
}
