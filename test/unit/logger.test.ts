import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/logger.js';

function capture(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, sink };
}

describe('log redaction', () => {
  it('censors credentials at the top level, in request headers and inside serialised errors and their causes', () => {
    const { lines, sink } = capture();
    const logger = createLogger({ logLevel: 'info', logPretty: false }, sink);
    const cause = Object.assign(new Error('socket'), {
      headers: { accesskey: 'SECRET-1', 'x-library-key': 'SECRET-2' },
    });
    const err = Object.assign(new Error('boom'), {
      options: { headers: { authorization: 'Bearer SECRET-3' } },
      cause,
      AccessKey: 'SECRET-4',
    });
    logger.info(
      { securityKey: 'SECRET-5', headers: { accesskey: 'SECRET-6', 'x-origin-log-token': 'SECRET-7' } },
      'top level',
    );
    logger.error({ err }, 'an error');
    logger.info({ variables: { securityKey: 'SECRET-8' }, body: { DeploymentKey: 'SECRET-9' } }, 'inputs');
    const output = lines.join('');
    expect(output).toContain('[redacted]');
    for (let i = 1; i <= 9; i += 1) expect(output).not.toContain(`SECRET-${i}`);
  });
});

describe('log timestamps', () => {
  it('are the ISO time of each line, and a later line gets a later time', async () => {
    const { lines, sink } = capture();
    const logger = createLogger({ logLevel: 'info', logPretty: false }, sink);
    const before = Date.now();
    logger.info('first');
    logger.info('second');
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.info('later');
    const times = lines.map((line) => String((JSON.parse(line) as { time: unknown }).time));
    for (const time of times) expect(new Date(time).toISOString()).toBe(time);
    expect(Date.parse(times[0] as string)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(times[2] as string)).toBeGreaterThan(Date.parse(times[0] as string));
  });
});

describe('LOG_PRETTY', () => {
  it('falls back to JSON lines with a warning when pino-pretty is not installed (the production image)', () => {
    const { lines, sink } = capture();
    const logger = createLogger({ logLevel: 'info', logPretty: true }, sink, false);
    logger.info('after');
    const entries = lines
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => [entry['level'], entry['msg']])).toEqual([
      ['warn', 'LOG_PRETTY is on but pino-pretty (a development dependency) is not installed: writing JSON lines'],
      ['info', 'after'],
    ]);
  });

  it('warns about nothing when pino-pretty is installed', () => {
    const { lines, sink } = capture();
    createLogger({ logLevel: 'info', logPretty: true }, sink, true).info('only line');
    expect(lines.join('')).not.toContain('pino-pretty');
  });
});
