import { isSuccess } from './httpStatus.js';
import type { UpstreamErrorDetails } from './gatewayError.js';
import { NOTHING_TO_SCRUB, quoted, type Scrubber } from './quote.js';

/**
 * bunny.net speaks several error dialects. This module reads any of them into one description of what was said:
 *
 * - legacy core API: `{ ErrorKey, Field, Message }`
 * - RFC 7807 problem details: `{ type?, title, status, detail, instance, errors?: [{ field, message }], id? }`
 * - Stream status model: `{ success, message, statusCode }`
 * - Shield envelope: `{ data, error: { statusCode, success, message, errorKey } }`, and the AI recommendation's
 *   `{ success, errorResponse: { ... } }`
 * - the bare `{ statusCode }` of Shield's 401
 * - a bare JSON string: the sentence itself (Stream's 400 to adding an output codec)
 * - Edge Storage: `{ HttpCode, Message }` (`{"HttpCode":404,"Message":"Object Not Found"}`), also on its 201
 */

/** What the body said, before field names are mapped to GraphQL arguments and the headers' details are added. */
export interface WhatBunnySaid extends Omit<UpstreamErrorDetails, 'retryAfter' | 'contentRange'> {
  message?: string;
  /** A status carried inside the body (envelopes, problem details, status model). */
  status?: number;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Longest upstream sentence passed on; longer ones are cut (a message is a sentence, never a dump). */
const MAX_MESSAGE_LENGTH = 500;

/** A string bunny.net sent, as one line of at most MAX_MESSAGE_LENGTH characters, scrubbed before the cut. */
function text(value: unknown, secrets: Scrubber): string | undefined {
  if (typeof value !== 'string') return undefined;
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return clean === '' ? undefined : quoted(clean, MAX_MESSAGE_LENGTH, secrets);
}

function integer(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** Parses a body as JSON; undefined for an empty, non-JSON or truncated body. */
export function parseJsonBody(body: Uint8Array | string | undefined): unknown {
  if (body === undefined || body.length === 0) return undefined;
  const source =
    typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  try {
    return JSON.parse(source);
  } catch {
    return undefined;
  }
}

function legacy(body: JsonObject, secrets: Scrubber): WhatBunnySaid | undefined {
  if (!('ErrorKey' in body || 'Message' in body || 'Field' in body)) return undefined;
  return compact({
    message: text(body['Message'], secrets),
    errorKey: text(body['ErrorKey'], secrets),
    field: text(body['Field'], secrets),
  });
}

/**
 * `errors` as documented (`[{ field, message }]`), or ASP.NET's validation-problem map (`{ Field: [messages] }`),
 * which bunny.net's .NET services send when model binding fails before their own code runs.
 */
function fieldErrors(value: unknown, secrets: Scrubber): WhatBunnySaid['fieldErrors'] {
  let errors: { field: string | null; message: string }[] = [];
  if (Array.isArray(value)) {
    errors = value.filter(isObject).flatMap((entry) => {
      const message = text(entry['message'], secrets);
      return message ? [{ field: text(entry['field'], secrets) ?? null, message }] : [];
    });
  } else if (isObject(value)) {
    errors = Object.entries(value).flatMap(([field, messages]) =>
      (Array.isArray(messages) ? messages : [messages]).flatMap((m) => {
        const message = text(m, secrets);
        return message ? [{ field: text(field.replace(/^\$\.?/, ''), secrets) ?? null, message }] : [];
      }),
    );
  }
  return errors.length > 0 ? errors : undefined;
}

function problem(body: JsonObject, secrets: Scrubber): WhatBunnySaid | undefined {
  if (!('title' in body || 'detail' in body || 'type' in body || 'instance' in body || 'errors' in body))
    return undefined;
  const errors = fieldErrors(body['errors'], secrets);
  const fields = new Set(errors?.map((e) => e.field));
  const onlyField = fields.size === 1 ? (errors?.[0]?.field ?? undefined) : undefined;
  return compact({
    message: text(body['detail'], secrets) ?? errors?.[0]?.message ?? text(body['title'], secrets),
    title: text(body['title'], secrets),
    type: text(body['type'], secrets),
    instance: text(body['instance'], secrets),
    id: text(body['id'], secrets),
    status: integer(body['status']),
    fieldErrors: errors,
    field: onlyField,
  });
}

/** GenericRequestResponse and the Stream status model share `{ success, message, statusCode }`. */
function statusModel(body: JsonObject, secrets: Scrubber): WhatBunnySaid | undefined {
  if (!('statusCode' in body || 'success' in body)) return undefined;
  return statusFields(body, secrets);
}

/** The fields of GenericRequestResponse, each optional: an envelope's `error` may hold only a message. */
function statusFields(body: JsonObject, secrets: Scrubber): WhatBunnySaid {
  return compact({
    message: text(body['message'], secrets),
    errorKey: text(body['errorKey'], secrets),
    status: integer(body['statusCode']),
  });
}

/**
 * Reads whatever dialect the body is in, every string scrubbed of `secrets` (then cut). Shapes it does not know yield
 * an empty description.
 */
export function whatBunnySaid(body: unknown, secrets: Scrubber = NOTHING_TO_SCRUB): WhatBunnySaid {
  if (typeof body === 'string') return compact({ message: text(body, secrets) });
  if (!isObject(body)) return {};
  if (isObject(body['error'])) return statusFields(body['error'], secrets);
  if (isObject(body['errorResponse'])) return statusFields(body['errorResponse'], secrets);
  return storage(body, secrets) ?? legacy(body, secrets) ?? problem(body, secrets) ?? statusModel(body, secrets) ?? {};
}

/** Edge Storage's `{ HttpCode, Message }`: the status it carries, and its sentence. */
function storage(body: JsonObject, secrets: Scrubber): WhatBunnySaid | undefined {
  if (!('HttpCode' in body)) return undefined;
  return compact({ message: text(body['Message'], secrets), status: integer(body['HttpCode']) });
}

/**
 * A failure reported inside a 2xx answer: a Shield envelope whose `error` reports one, an AI recommendation or a
 * Stream status model with `success: false`, or a bare `{ statusCode }` that fails. bunny.net's documents define
 * `success` as whether the operation succeeded, so it decides whenever it is there (their own thumbnail example
 * answers `success: true` with `statusCode: -2147483648`); `statusCode` is read only when `success` is absent.
 */
export function isFailureInsideSuccess(body: unknown): boolean {
  if (!isObject(body)) return false;
  if (isObject(body['error'])) return reportsFailure(body['error']);
  if (typeof body['success'] === 'boolean') return !body['success'];
  if (isObject(body['errorResponse'])) return reportsFailure(body['errorResponse']);
  // Edge Storage's `{ HttpCode, Message }` inside a 2xx says how the call went: a failing code is a failure.
  const storageCode = integer(body['HttpCode']);
  if (storageCode !== undefined) return !isSuccess(storageCode);
  // A bare status body (`{ statusCode: 401 }`) with a failing status; a record that merely has a statusCode is data.
  const onlyStatusKeys = Object.keys(body).every((key) => STATUS_KEYS.has(key));
  return onlyStatusKeys && 'statusCode' in body && reportsFailure(body);
}

const STATUS_KEYS = new Set(['statusCode', 'success', 'message', 'errorKey']);

function reportsFailure(status: JsonObject): boolean {
  if (typeof status['success'] === 'boolean') return !status['success'];
  const code = integer(status['statusCode']);
  return code !== undefined && !isSuccess(code);
}

function compact<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] === undefined) delete value[key];
  }
  return value;
}
