import { PassThrough, type Readable } from 'node:stream';

/**
 * The file part as the resolver reads it. Its bytes pass on as they arrive (bunny.net receives the file while the
 * caller is still sending it), but its end only once the whole multipart body has ended with nothing after the file.
 * A part after the file (a repeated file part, a late field) fails the stream instead, so the upstream request is cut
 * off before it completes: bunny.net never accepts a file from a request the gateway refuses.
 */
export class HeldUpload {
  readonly stream = new PassThrough();
  private refusal: Error | undefined;

  constructor(private readonly source: Readable) {
    source.pipe(this.stream, { end: false });
    // A body cut off inside the file: the reader gets the error (the field fails), the request is not refused.
    source.once('error', (error) => this.stream.destroy(error));
    // The refusal is answered by the multipart handler; a resolver that reads the stream gets the error as well.
    this.stream.on('error', () => undefined);
  }

  /** Why the request is refused after the file began, if it is. */
  get refused(): Error | undefined {
    return this.refusal;
  }

  /** The multipart body ended, and the file was its last part: the reader may see the file end. */
  complete(): void {
    // Once the file part's own stream has handed over its last byte, never before.
    const end = () => {
      if (this.refusal === undefined) this.stream.end();
    };
    if (this.source.readableEnded) end();
    else this.source.once('end', end);
  }

  refuse(error: Error): void {
    this.refusal ??= error;
    this.stream.destroy(this.refusal);
  }
}
