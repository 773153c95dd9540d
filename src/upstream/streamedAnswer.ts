import type { Dispatcher } from 'undici';
import type { AnswerBody, BodyLimits, UpstreamAnswer } from './answer.js';
import type { Deadline } from './deadline.js';
import { singleHeader } from './headers.js';
import { readCapped, readPrefix } from './readBody.js';

/** A body kept as undici's stream, with its backpressure, for a caller that streams it on (a file export). */
export class StreamedBody implements AnswerBody {
  constructor(
    readonly readable: Dispatcher.ResponseData['body'],
    private readonly limits: BodyLimits,
    private readonly contentLength: string | undefined,
  ) {}

  whole(): Promise<Buffer> {
    return readCapped(this.readable, this.limits.whole, this.limits.service, this.contentLength);
  }

  prefix(): Promise<Buffer> {
    return readPrefix(this.readable, this.limits.prefix);
  }

  async dump(): Promise<void> {
    await this.readable.dump().catch(() => undefined);
  }
}

/** Sends one request through undici's `request()`, whose answer's body is read as a stream; the deadline stops it. */
export async function sendStreamed(
  dispatcher: Dispatcher,
  request: Dispatcher.RequestOptions,
  deadline: Deadline,
  limits: BodyLimits,
): Promise<UpstreamAnswer<StreamedBody>> {
  const { statusCode, headers, body } = await dispatcher.request({ ...request, signal: deadline.signal() });
  return { statusCode, headers, body: new StreamedBody(body, limits, singleHeader(headers, 'content-length')) };
}
