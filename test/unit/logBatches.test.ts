import { mkdtempSync, openSync, readFileSync } from 'node:fs';
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
  return { batches: new LogBatches(writer, fd, batchSize, handOverEveryMs), written: () => readFileSync(path, 'utf8') };
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
