import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevProcess, spawnDev } from './spawnDev.js';

/**
 * The README's shell examples, pasted as a newcomer would: every ```sh block that talks to `npm run dev` (it names
 * the demo key) runs with bash against a real `npm run dev`, with the port changed to the one it got.
 */

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/^```(?:sh|bash)\n([\s\S]*?)^```/gm)]
  .map((match) => match[1] ?? '')
  .filter((block) => block.includes('sandbox-demo-key'));
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

describe("the README's shell examples against npm run dev", () => {
  it('include the thumbnail upload, the event-log window computed with date, and the sandbox reset', () => {
    const all = blocks.join('\n');
    expect(all).toContain('0=@cover.jpg');
    expect(all).toContain("date -u -d '-1 hour'");
    expect(all).toContain('/sandbox/reset');
  });

  it.each(blocks.map((block, index) => [index + 1, block]))(
    'block %i runs as pasted, twice in a row, and every answer has data and no error',
    async (_index, block) => {
      const script = String(block).replaceAll('localhost:4000', new URL(dev.url).host);
      for (const round of [1, 2]) {
        const { stdout } = await run('bash', ['-eo', 'pipefail', '-c', script], { cwd: folder, timeout: 20_000 });
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
