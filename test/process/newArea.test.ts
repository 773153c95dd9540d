import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newArea } from '../../scripts/newArea.js';

/**
 * `npm run new-area -- toyArea` on a copy of the tree: what it writes, what it changes outside the area's own files,
 * and that the toy area then type-checks and passes its own tests and the area registry's.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const LISTS = ['src/areas/index.ts', 'src/sandbox/areas.ts'];
let copy = '';
let written: readonly string[] = [];
/** The copy's files before the command ran, by path. */
const before = new Map<string, string>();

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT });
  return listed
    .toString()
    .split('\0')
    .filter((file) => file !== '' && file !== 'node_modules');
}

/** Runs a command in the copy, without colours, leaving this worker's event loop free meanwhile. */
async function run(command: string, args: readonly string[]): Promise<string> {
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  const { stdout } = await promisify(execFile)(command, args, { cwd: copy, env, timeout: 600_000 });
  return stdout;
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-area-'));
  for (const file of trackedFiles()) cpSync(join(ROOT, file), join(copy, file), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  for (const file of trackedFiles()) before.set(file, readFileSync(join(copy, file), 'utf8'));
  written = newArea(copy, 'toyArea');
});

afterAll(() => {
  if (copy !== '') rmSync(copy, { recursive: true, force: true });
});

/** The lines of `file` in the copy that the tree does not have. */
function addedLines(file: string): string[] {
  const had = new Set(before.get(file)?.split('\n'));
  return readFileSync(join(copy, file), 'utf8')
    .split('\n')
    .filter((line) => !had.has(line));
}

describe('npm run new-area', () => {
  it("writes only into the area's own files and folders", () => {
    const own = [
      /^schema\/toyArea\.graphql$/,
      /^src\/areas\/toyArea\//,
      /^src\/sandbox\/toyArea\//,
      /^docs\/areas\/toyArea\.md$/,
    ];
    const tests = [/^test\/sandbox\/toyArea\.test\.ts$/, /^test\/integration\/graphToyArea\.test\.ts$/];
    for (const file of written)
      expect(
        [...own, ...tests].some((pattern) => pattern.test(file)),
        file,
      ).toBe(true);
    expect(written.map((file) => dirname(file))).toEqual(
      expect.arrayContaining(['src/areas/toyArea', 'src/sandbox/toyArea']),
    );
  });

  it('adds one entry to each area list, the gateway’s and the sandbox’s, and changes nothing else', () => {
    expect(addedLines(LISTS[0] as string)).toEqual([
      "import { toyAreaArea } from './toyArea/index.js';",
      '  toyAreaArea,',
    ]);
    expect(addedLines(LISTS[1] as string)).toEqual([
      "import { toyAreaSandbox } from './toyArea/index.js';",
      '  toyAreaSandbox,',
    ]);
    const changed = [...before].filter(
      ([file, text]) => !LISTS.includes(file) && readFileSync(join(copy, file), 'utf8') !== text,
    );
    expect(changed).toEqual([]);
  });

  it('refuses a name in use or not camelCase before writing anything', () => {
    expect(() => newArea(copy, 'shield')).toThrow(/exists already/);
    expect(() => newArea(copy, 'Toy-area')).toThrow(/camelCase/);
    expect(() => newArea(copy, undefined)).toThrow(/camelCase/);
  });

  it('leaves a tree that type-checks, lints, and passes the toy area’s tests and the registry’s', async () => {
    await run('npm', ['run', 'codegen']);
    await run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
    await run('npx', [
      'biome',
      'check',
      'src/areas',
      'src/sandbox',
      'test/sandbox',
      'test/integration/graphToyArea.test.ts',
    ]);
    const tests = ['test/sandbox/toyArea.test.ts', 'test/integration/graphToyArea.test.ts', 'test/unit/areas.test.ts'];
    expect(await run('npx', ['vitest', 'run', '--maxWorkers=1', ...tests])).toMatch(/Tests\s+\d+ passed/);
  }, 1_500_000);
});
