import { Readable, Transform } from 'node:stream';
import { GatewayError } from '../errors/gatewayError.js';
import { DownloadDeadlines, type DownloadLimits } from './downloadDeadlines.js';
import { singleHeader } from './headers.js';
import { readJson, type Sent } from './jsonBody.js';
import type { StreamedBody } from './streamedAnswer.js';
import type { AttemptRecorder } from './recorder.js';
import { systemCodeOf } from './transportErrors.js';
import type { MemoryBudget } from './memoryBudget.js';
import type { UpstreamCall, UpstreamStream } from './types.js';

/** What streaming a body needs from the session: the recorder, the download deadlines, the mapping of socket faults. */
export interface StreamContext {
  readonly recorder: AttemptRecorder;
  readonly downloads: DownloadLimits;
  /** The request's memory budget, handed on with the stream. */
  readonly memory: MemoryBudget;
  /** A fault mid-body (timeout, reset) as the caller's error. */
  transportError(call: UpstreamCall, cause: unknown): GatewayError;
}

/**
 * Hands a 2xx answer's body to the caller as a stream, keeping undici's backpressure; destroying it (the caller
 * went away, a row cap, a download deadline) aborts the upstream request. A JSON or unexpected media type is never
 * streamed as data.
 */
export async function openStream(
  call: UpstreamCall,
  sent: Sent<StreamedBody>,
  context: StreamContext,
): Promise<UpstreamStream> {
  const { response, started } = sent;
  const body = response.body.readable;
  const contentType = singleHeader(response.headers, 'content-type');
  // A JSON answer is either a failure inside a 200 (Shield's envelope) or the document's other 200 form, the
  // text as a JSON string: read it whole (capped) so a failure is an error and never streamed as data. A call that
  // asks for JSON itself (`accept: 'application/json'`) gets it streamed, to read as it arrives (a large record).
  // A stored file (`accept: '*/*'`, Edge Storage) is the file whatever its type, JSON or HTML included.
  const anyFile = call.accept === ANY_FILE;
  if (!anyFile && contentType?.includes('json') && !asksForJson(call.accept))
    return streamOfJson(call, sent, contentType, context);
  if (!anyFile && !streamable(contentType, call.accept)) {
    // A proxy's HTML sign-in or error page must not reach the caller as file content.
    await response.body.dump();
    context.recorder.finish(call, started, { status: response.statusCode, errorCode: 'UPSTREAM_ERROR' });
    throw new GatewayError(
      `bunny.net answered with ${mediaType(contentType)} where ${call.accept ?? 'a file'} was expected.`,
      { code: 'UPSTREAM_ERROR', service: call.service, httpStatus: response.statusCode },
    );
  }
  let bytes = 0;
  // Counting in a Transform, not with a 'data' listener: a listener would switch the body to flowing mode and
  // chunks could be emitted before the consumer is attached. A chunk passes only as the reader takes them, so the
  // idle deadline sees a reader that stopped as well as bunny.net stopping.
  const counted: Transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      deadlines.moved();
      done(null, chunk);
    },
  });
  const deadlines = new DownloadDeadlines(
    context.downloads,
    call.service,
    () => counted.readableLength > 0,
    (error) => counted.destroy(error),
  );
  // A fault mid-body reaches the consumer as a GatewayError (timeout, reset), not as a raw socket error.
  body.once('error', (error) =>
    counted.destroy(error instanceof GatewayError ? error : context.transportError(call, error)),
  );
  counted.once('close', () => {
    deadlines.clear();
    // The consumer stopped early (caller gone, row cap): dropping the body aborts the upstream request.
    if (!body.readableEnded) body.destroy();
    const failed = counted.errored instanceof GatewayError ? counted.errored : undefined;
    context.recorder.finish(call, started, {
      status: response.statusCode,
      bytes,
      errorCode: failed?.code,
      systemCode: systemCodeOf(failed?.logCause),
    });
  });
  body.pipe(counted);
  return { status: response.statusCode, contentType, body: counted, memory: context.memory, ...rangeHeaders(sent) };
}

/** What a call accepts when the answer is a stored file, whatever its media type. */
export const ANY_FILE = '*/*';

/** The headers a ranged download hands back to its reader (a 206's Content-Range, the length, Accept-Ranges). */
function rangeHeaders({ response }: Sent<StreamedBody>) {
  return {
    contentLength: singleHeader(response.headers, 'content-length'),
    contentRange: singleHeader(response.headers, 'content-range'),
    acceptRanges: singleHeader(response.headers, 'accept-ranges'),
  };
}

async function streamOfJson(
  call: UpstreamCall,
  sent: Sent,
  contentType: string,
  context: StreamContext,
): Promise<UpstreamStream> {
  const { data, status } = await readJson(call, sent, context.recorder);
  if (typeof data !== 'string') {
    throw new GatewayError('bunny.net answered with JSON where a file was expected.', {
      code: 'UPSTREAM_ERROR',
      service: call.service,
      httpStatus: status,
    });
  }
  return { status, contentType, body: Readable.from([Buffer.from(data, 'utf8')]), memory: context.memory };
}

/** Whether a streamed call asks for JSON itself, rather than for a file that bunny.net may wrap in JSON. */
function asksForJson(accept: string | undefined): boolean {
  return accept !== undefined && mediaType(accept) === 'application/json';
}

/** The media type without parameters, lower case; "no content type" when absent. */
function mediaType(contentType: string | undefined): string {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() || 'no content type';
}

/**
 * Whether a 2xx body may be streamed as the file the call asked for: the media type it accepts, or a generic one
 * (octet-stream, or none at all). Anything else, such as text/html, is not the file.
 */
function streamable(contentType: string | undefined, accept: string | undefined): boolean {
  const type = mediaType(contentType);
  return (
    type === 'no content type' ||
    type === 'application/octet-stream' ||
    accept === undefined ||
    type === accept.toLowerCase()
  );
}
