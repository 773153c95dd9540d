import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_DEMO_KEY } from '../../src/sandbox/index.js';
import { documentationPages, fencedBlocks, readPage } from '../support/documentedExamples.js';
import { type DevProcess, spawnDev } from './spawnDev.js';

/**
 * The shell examples of the README and docs/, pasted as a newcomer would: every ```sh block that talks to the gateway
 * with the demo key or with `$BUNNY_API_KEY` (the README's first real call) runs with bash against a real
 * `npm run dev`, with the port changed to the one it got and the demo key as `BUNNY_API_KEY`.
 */

const blocks = documentationPages().flatMap((page) =>
  fencedBlocks(readPage(page))
    .filter(({ language, text }) => ['sh', 'bash'].includes(language) && /sandbox-demo-key|\$BUNNY_API_KEY/.test(text))
    .map(({ text }) => [page, text] as const),
);
/** A few bytes with a JPEG's start and end markers, standing in for the reader's own cover.jpg. */
const COVER_JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);
const run = promisify(execFile);

let dev: DevProcess;
let folder = '';

beforeAll(async () => {
  dev = await spawnDev();
  folder = mkdtempSync(join(tmpdir(), 'readme-shell-'));
  writeFileSync(join(folder, 'cover.jpg'), COVER_JPG);
});

afterAll(async () => {
  dev.child.kill('SIGTERM');
  await dev.exited;
  rmSync(folder, { recursive: true, force: true });
});

describe('the shell examples of the README and docs/ against npm run dev', () => {
  it('include the first real call, the thumbnail upload, the event-log window computed with date, and the sandbox reset', () => {
    const all = blocks.map(([, block]) => block).join('\n');
    expect(blocks.filter(([page]) => page === 'README.md')).toHaveLength(1);
    expect(all).toContain('"{ containerNodeIps }"');
    expect(all).toContain('0=@cover.jpg');
    expect(all).toContain("date -u -d '-1 hour'");
    expect(all).toContain('/sandbox/reset');
  });

  it.each(blocks.map(([page, block], index) => [index + 1, page, block]))(
    'block %i (%s) runs as pasted, twice in a row, and every answer has data and no error',
    async (_index, _page, block) => {
      const script = String(block).replaceAll('localhost:4000', new URL(dev.url).host);
      const env = { ...process.env, BUNNY_API_KEY: SANDBOX_DEMO_KEY };
      for (const round of [1, 2]) {
        const { stdout } = await run('bash', ['-eo', 'pipefail', '-c', script], { cwd: folder, env, timeout: 20_000 });
        const answers = stdout.split('\n').filter((line) => line.startsWith('{'));
        expect(answers.length, `round ${round}: ${stdout}`).toBeGreaterThan(0);
        for (const answer of answers) {
          const body = JSON.parse(answer) as { data?: unknown; errors?: unknown; reset?: boolean };
          expect(body.errors, `round ${round}: ${answer}`).toBeUndefined();
          expect(body.data ?? body.reset, answer).toBeTruthy();
        }
      }
    },
  );
});
