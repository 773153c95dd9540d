import { GatewayError, type AreaName } from '../errors/gatewayError.js';
import type { RawHeaders } from './headers.js';
import type { MemoryBudget } from './memoryBudget.js';

/**
 * One upstream answer whose status and headers arrived, its body still to be read: collected whole in memory
 * (collect.ts, JSON calls) or handed on as a stream (streamedAnswer.ts, file exports).
 */
export interface UpstreamAnswer<Body extends AnswerBody = AnswerBody> {
  readonly statusCode: number;
  readonly headers: RawHeaders;
  readonly body: Body;
}

/** The ways an answer's body is read; each reads it once. */
export interface AnswerBody {
  /** The whole body; refused (the connection dropped) past its limit, with the GatewayError `tooLarge` makes. */
  whole(): Promise<Buffer>;
  /** At most the error prefix of the body, the rest discarded; never fails (a broken body yields what arrived). */
  prefix(): Promise<Buffer>;
  /** Reads and discards the body; never fails. */
  dump(): Promise<void>;
}

/** How much of an answer's body is read. */
export interface BodyLimits {
  /** Bytes a whole body may have (a 2xx JSON answer). */
  readonly whole: number;
  /** Bytes kept of a failing answer's body: enough for any dialect's message, never a whole page. */
  readonly prefix: number;
  /** Whose call it is, for the error. */
  readonly service: AreaName;
  /** The request's memory budget, which a collected 2xx body counts against as it arrives (JSON_HOLD per byte). */
  readonly memory?: MemoryBudget;
}

/** How much of an error body is read. */
export const ERROR_BODY_CAP = 64 * 1024;

/** A body past its cap, as the caller hears of it; collected and streamed reads refuse it alike. */
export function tooLarge(service: AreaName, cap: number): GatewayError {
  return new GatewayError(`bunny.net answered with more than ${cap} bytes, more than the gateway accepts.`, {
    code: 'UPSTREAM_ERROR',
    service,
  });
}
