import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, readSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { LogBatches } from '../../src/logging/logBatches.js';

/** A LogBatches writing to a real file through pino's asynchronous writer, as the gateway writes to stdout. */
function batchesToFile(batchSize: number, handOverEveryMs: number): { batches: LogBatches; written: () => string } {
  const path = join(mkdtempSync(join(tmpdir(), 'log-batches-')), 'out.log');
  const fd = openSync(path, 'w');
  const writer = pino.destination({ dest: fd, sync: false, minLength: 1 });
  opened.push(writer);
  const batches = new LogBatches(writer, fd, batchSize, handOverEveryMs, { maxUnwrittenBytes: 64 * 1024 * 1024 });
  return { batches, written: () => readFileSync(path, 'utf8') };
}

const opened: { end(): void }[] = [];
afterEach(() => {
  for (const writer of opened.splice(0)) writer.end();
});

const line = (n: number): string => `{"n":${n}}\n`;

async function drained(batches: LogBatches): Promise<void> {
  await new Promise<void>((resolve, reject) => batches.flush((error) => (error ? reject(error) : resolve())));
}

describe('log lines gathered into batches', () => {
  it('holds lines below the batch size, then writes them in order once the batch fills', async () => {
    const { batches, written } = batchesToFile(30, 60_000);
    for (let n = 1; n <= 3; n += 1) batches.write(line(n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written()).toBe('');
    batches.write(line(4));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written()).toBe([1, 2, 3, 4].map(line).join(''));
  });

  it("hands a partial batch over on its timer, so a quiet gateway's lines still show", async () => {
    const { batches, written } = batchesToFile(1024 * 1024, 20);
    batches.write(line(1));
    await expect.poll(written, { timeout: 2_000 }).toBe(line(1));
  });

  it('flush calls back once every line, the partial batch included, is in the file', async () => {
    const { batches, written } = batchesToFile(1024 * 1024, 60_000);
    for (let n = 1; n <= 500; n += 1) batches.write(line(n));
    await drained(batches);
    expect(written().split('\n').filter(Boolean)).toHaveLength(500);
  });

  it('flushSync writes the partial batch before returning, in order', () => {
    const { batches, written } = batchesToFile(1024 * 1024, 60_000);
    const expected: string[] = [];
    for (let n = 1; n <= 43; n += 1) {
      batches.write(line(n));
      expected.push(line(n));
    }
    batches.flushSync();
    expect(written()).toBe(expected.join(''));
  });
});

/**
 * A LogBatches writing to a pipe (a FIFO) that nobody reads until `drain`: like stdout to a reader that stopped. The
 * pipe takes its kernel buffer (64 KB) and then refuses more (EAGAIN), which pino's writer retries every 100 ms.
 */
function batchesToStalledPipe(maxUnwrittenBytes: number) {
  const path = join(mkdtempSync(join(tmpdir(), 'log-batches-')), 'fifo');
  execFileSync('mkfifo', [path]);
  const reader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const fd = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  const writer = pino.destination({ dest: fd, sync: false, minLength: 1 });
  opened.push({
    end: () => {
      closeSync(reader);
      writer.destroy();
    },
  });
  const batches = new LogBatches(writer, fd, 4 * 1024, 60_000, {
    maxUnwrittenBytes,
    dropNotice: (max) => `{"msg":"dropping","max":${max}}\n`,
  });
  /**
   * Reads the pipe until `until` holds of what was read and the pipe is empty (the writer may have handed its last
   * bytes over while they still sit in the pipe), then returns all of it.
   */
  const drain = async (until: (text: string) => boolean): Promise<string> => {
    const chunks: string[] = [];
    const buffer = Buffer.alloc(64 * 1024);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        const n = readSync(reader, buffer);
        chunks.push(buffer.toString('utf8', 0, n));
      } catch {
        if (until(chunks.join(''))) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    return chunks.join('');
  };
  return { batches, drain };
}

describe('log lines when the reader of stdout does not keep up', () => {
  it('keeps at most the bound unwritten, drops and counts the lines past it, and says so once, where the gap is', async () => {
    const { batches, drain } = batchesToStalledPipe(256 * 1024);
    const total = 50_000;
    for (let n = 1; n <= total; n += 1) {
      batches.write(line(n));
      expect(batches.unwrittenBytes).toBeLessThanOrEqual(256 * 1024 + 64);
    }
    batches.handOver();
    expect(batches.droppedLines).toBeGreaterThan(0);

    const text = await drain((read) => read.split('\n').length - 1 >= total - batches.droppedLines + 1);
    const lines = text.split('\n').filter(Boolean);
    const notices = lines.filter((entry) => entry.includes('"dropping"'));
    expect(notices).toEqual(['{"msg":"dropping","max":262144}']);
    const kept = lines.filter((entry) => !entry.includes('"dropping"')).map((entry) => JSON.parse(entry).n as number);
    expect(kept.length + batches.droppedLines).toBe(total);
    // In order, the notice where the first lines went missing.
    const gapAt = kept.findIndex((n, i) => n !== i + 1);
    expect(lines[gapAt]).toBe(notices[0]);
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
  });

  it('writes again once the reader caught up, and says so again if it falls behind again', async () => {
    const { batches, drain } = batchesToStalledPipe(128 * 1024);
    for (let n = 1; n <= 20_000; n += 1) batches.write(line(n));
    batches.handOver();
    const firstDrops = batches.droppedLines;
    expect(firstDrops).toBeGreaterThan(0);
    await drain(() => batches.unwrittenBytes === 0);
    batches.write(line(20_001));
    batches.handOver();
    expect(batches.droppedLines).toBe(firstDrops);
    for (let n = 20_002; n <= 40_000; n += 1) batches.write(line(n));
    batches.handOver();
    expect(batches.droppedLines).toBeGreaterThan(firstDrops);
    const text = await drain(() => batches.unwrittenBytes === 0);
    expect(text).toContain(line(20_001));
    expect(text.split('\n').filter((entry) => entry.includes('"dropping"'))).toHaveLength(1);
  });
});
