import { writeSync } from 'node:fs';
import type pino from 'pino';
import type { DestinationStream } from 'pino';

/** pino's asynchronous writer (sonic-boom). */
type Writer = ReturnType<typeof pino.destination>;

export interface LogBound {
  /**
   * Bytes handed to the writer and not yet written that may wait in memory (LOG_BUFFER_MAX_BYTES). A batch that would
   * pass it is dropped: a reader of stdout that stopped must not grow the heap without bound.
   */
  readonly maxUnwrittenBytes: number;
  /** The line written when dropping starts (one per episode), given the bound; it is let past the bound. */
  readonly dropNotice?: (maxUnwrittenBytes: number) => string;
}

/**
 * Log lines gathered here and handed to the asynchronous writer (pino's sonic-boom) a batch at a time.
 *
 * sonic-boom batches on its own (`minLength`), but it appends each line to its pending string and measures that
 * whole string's byte length on every write, which flattens it: with 32 KB batches that was ~16 KB allocated and
 * ~5 µs per log line, a quarter of all a node-list request allocated. Here a line costs an array push; the batch is
 * joined once.
 *
 * Nothing is lost when the process ends: `flush` (graceful shutdown) hands the batch over and waits for the writer
 * to drain; on exit, uncaught exceptions included, whatever is left is written synchronously.
 *
 * Nothing piles up when stdout is slow: past `maxUnwrittenBytes` waiting to be written, batches are dropped and their
 * lines counted (`droppedLines`, the metric bunny_gateway_log_lines_dropped_total); the first drop writes one notice
 * line, in the stream where the lines went missing, and the next notice waits until the writer has caught up.
 */
export class LogBatches implements DestinationStream {
  private readonly lines: string[] = [];
  private size = 0;
  /** The writer was ended (pino ends it when the event loop empties): lines are written synchronously from then. */
  private ended = false;
  private unwritten = 0;
  private dropped = 0;
  /** Dropping lines now: the notice was written, and is not written again until the writer has caught up. */
  private dropping = false;

  constructor(
    private readonly writer: Writer,
    /** The writer's file descriptor, for the synchronous writes. */
    private readonly fd: number,
    /** Characters gathered before a batch is handed over. */
    private readonly batchSize: number,
    /** How often a partial batch is handed over, so a quiet gateway's lines still show at once. */
    handOverEveryMs: number,
    private readonly bound: LogBound,
  ) {
    setInterval(handOver, handOverEveryMs, this).unref();
    writer.once('close', () => (this.ended = true));
    writer.on('write', (bytes: number) => (this.unwritten -= bytes));
    process.on('exit', () => this.flushSync());
  }

  write(line: string): void {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= this.batchSize) this.handOver();
  }

  /** Hands the batch over and calls back once the writer has written everything. */
  flush(callback?: (error?: Error) => void): void {
    this.handOver();
    this.writer.flush(callback);
  }

  /**
   * Writes everything now, blocking: the writer's queue, then this batch (the writer cannot be given it, since it would
   * start an asynchronous write the exiting process does not wait for).
   */
  flushSync(): void {
    const rest = this.take();
    if (!this.ended) this.writer.flushSync();
    if (rest) writeAllSync(this.fd, rest);
  }

  handOver(): void {
    const lines = this.lines.length;
    const batch = this.take();
    if (!batch) return;
    if (this.ended) {
      writeAllSync(this.fd, batch);
      return;
    }
    const bytes = Buffer.byteLength(batch);
    if (this.unwritten + bytes > this.bound.maxUnwrittenBytes) {
      this.drop(lines);
      return;
    }
    // The episode ends once the writer caught up, not at the first batch let through: a reader that is merely slow
    // would otherwise get a notice between every few batches.
    if (this.unwritten === 0) this.dropping = false;
    this.send(batch, bytes);
  }

  /** Lines dropped since the process started. */
  get droppedLines(): number {
    return this.dropped;
  }

  /** Bytes handed to the writer that it has not written yet. */
  get unwrittenBytes(): number {
    return this.unwritten;
  }

  private drop(lines: number): void {
    this.dropped += lines;
    if (this.dropping) return;
    this.dropping = true;
    const notice = this.bound.dropNotice?.(this.bound.maxUnwrittenBytes);
    if (notice) this.send(notice, Buffer.byteLength(notice));
  }

  private send(text: string, bytes: number): void {
    this.unwritten += bytes;
    this.writer.write(text);
  }

  private take(): string {
    if (this.size === 0) return '';
    const batch = this.lines.join('');
    this.lines.length = 0;
    this.size = 0;
    return batch;
  }
}

function handOver(batches: LogBatches): void {
  batches.handOver();
}

/**
 * A whole string to a descriptor, blocking. A full non-blocking pipe (EAGAIN) is tried again after a short sleep, as
 * sonic-boom does; any other failure (the reader gone) leaves nothing to write to.
 */
function writeAllSync(fd: number, text: string): void {
  let rest = Buffer.from(text);
  while (rest.length > 0) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(PAUSE, 0, 0, 10);
    }
  }
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));
