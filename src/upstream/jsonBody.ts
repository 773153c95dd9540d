import { CHANGE_APPLIED, GatewayError } from '../errors/gatewayError.js';
import { errorFromUpstream } from '../errors/fromUpstream.js';
import type { Scrubber } from '../errors/quote.js';
import { isFailureInsideSuccess, parseJsonBody } from '../errors/upstreamDialects.js';
import { RequestSecrets } from '../auth/secrets.js';
import type { AnswerBody, UpstreamAnswer } from './answer.js';
import { singleHeader } from './headers.js';
import type { AttemptRecorder, AttemptStart } from './recorder.js';
import type { UpstreamCall, UpstreamResult } from './types.js';

/** An answer whose headers arrived, with the attempt it belongs to. */
export interface Sent<Body extends AnswerBody = AnswerBody> {
  readonly response: UpstreamAnswer<Body>;
  readonly started: AttemptStart;
}

/**
 * Reads a 2xx answer as JSON, capped. A body too large, not JSON, or reporting a failure inside the 2xx is a
 * GatewayError reported here; a broken or stalled body throws the transport fault, left to the retry loop.
 */
export async function readJson(
  call: UpstreamCall,
  { response, started }: Sent,
  recorder: AttemptRecorder,
): Promise<UpstreamResult> {
  const status = response.statusCode;
  let raw: Buffer;
  try {
    raw = await response.body.whole();
  } catch (error) {
    if (error instanceof GatewayError) recorder.finish(call, started, { status, errorCode: error.code });
    throw error;
  }
  const data = raw.length === 0 ? undefined : parseJsonBody(raw);
  if (raw.length > 0 && data === undefined) {
    recorder.finish(call, started, { status, bytes: raw.length, errorCode: 'UPSTREAM_ERROR' });
    const applied = call.idempotent ? '' : CHANGE_APPLIED;
    throw new GatewayError(`bunny.net answered HTTP ${status} with a body that is not valid JSON.${applied}`, {
      code: 'UPSTREAM_ERROR',
      service: call.service,
      httpStatus: status,
    });
  }
  if (isFailureInsideSuccess(data)) {
    const error = errorFromUpstream({
      service: call.service,
      status,
      json: data,
      fieldName: call.fieldName,
      secrets: secretsOf(call),
    });
    recorder.finish(call, started, { status, bytes: raw.length, errorCode: error.code });
    throw error;
  }
  recorder.finish(call, started, { status, bytes: raw.length });
  return { status, data, bytes: raw.length };
}

/** Reads the start of a failing answer's body and turns it into the caller's error, in any of bunny.net's dialects. */
export async function readFailure(
  call: UpstreamCall,
  { response, started }: Sent,
  recorder: AttemptRecorder,
): Promise<GatewayError> {
  const body = await response.body.prefix();
  const error = errorFromUpstream({
    service: call.service,
    status: response.statusCode,
    retryAfter: singleHeader(response.headers, 'retry-after'),
    contentRange: singleHeader(response.headers, 'content-range'),
    body,
    fieldName: call.fieldName,
    mutation: !call.idempotent,
    credential: call.auth.credential,
    secrets: secretsOf(call),
  });
  recorder.finish(call, started, { status: response.statusCode, bytes: body.length, errorCode: error.code });
  return error;
}

/** What is scrubbed from bunny.net's words: the request's credentials, or at least the one this call sent. */
function secretsOf(call: UpstreamCall): Scrubber {
  return call.secrets ?? RequestSecrets.of([call.auth.value]);
}
