import { execFile, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newArea } from '../../scripts/newArea.js';
import { findDocumentDirectory } from '../../scripts/upstreamDocuments.js';
import { describeWithDocuments } from '../support/publishedDocuments.js';

/**
 * `npm run new-area -- toyArea` on a copy of the tree, then `npm run codegen`: what it writes, the one hand-written
 * line it changes outside the area's own files, and that the toy area then type-checks, lints, and passes its own
 * tests and the tests that hold every area to the rest of the tree (registry, GraphiQL, README, costs, failing
 * links, coverage manifest).
 */

const ROOT = resolve(import.meta.dirname, '../..');
/** The one hand-written list of areas: the scaffold's one line outside the area. */
const NAMES = 'src/areas/names.ts';
/** What commands write (`npm run codegen`, `npm run coverage:docs`): changed by them, never by hand. */
const GENERATED = [/^src\/__generated__\//, /^docs\/coverage\.md$/];
/** The tests that hold every area to the tree, run on the copy with the toy area's own. */
const AREA_TESTS = [
  'test/unit/areas.test.ts',
  'test/unit/graphiql.test.ts',
  'test/unit/readme.test.ts',
  'test/unit/costDeclarations.test.ts',
];
/** The coverage manifest's test: it holds docs/coverage.md to bunny.net's documents, so it runs only with them. */
const COVERAGE_TEST = 'test/contract/coverage.test.ts';
const TOY_TESTS = ['test/sandbox/toyArea.test.ts', 'test/integration/graphToyArea.test.ts'];
const documents = findDocumentDirectory();
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

/** Every file of the copy (node_modules aside), relative to it. */
function filesOfCopy(dir = copy): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOfCopy(path) : [relative(copy, path)];
  });
}

/** Runs a command in the copy, without colours, leaving this worker's event loop free meanwhile. */
async function run(command: string, args: readonly string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  // The copy sees the documents this run found, or none (a directory it lacks): from its place under tmpdir,
  // ../shared/upstream-openapi may hold documents this checkout does not see, and then it would check a
  // docs/coverage.md that `npm run coverage:docs` never regenerated.
  env['BUNNY_OPENAPI_DIR'] = 'dir' in documents ? documents.dir : join(copy, '.openapi');
  const { stdout } = await promisify(execFile)(command, args, { cwd: copy, env, timeout: 600_000 });
  return stdout;
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'new-area-'));
  for (const file of trackedFiles()) cpSync(join(ROOT, file), join(copy, file), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  for (const file of filesOfCopy()) before.set(file, readFileSync(join(copy, file), 'utf8'));
  written = newArea(copy, 'toyArea');
  await run('npm', ['run', 'codegen']);
  if ('dir' in documents) await run('npm', ['run', 'coverage:docs']);
}, 600_000);

afterAll(() => {
  if (copy !== '') rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-area', () => {
  it("writes only into the area's own files and folders", () => {
    const own = [
      /^schema\/toyArea\.graphql$/,
      /^src\/areas\/toyArea\//,
      /^src\/sandbox\/toyArea\//,
      /^docs\/areas\/toyArea\.md$/,
      /^test\/sandbox\/toyArea\.test\.ts$/,
      /^test\/integration\/graphToyArea\.test\.ts$/,
      /^test\/integration\/failingLinks\/toyArea\.ts$/,
    ];
    for (const file of written)
      expect(
        own.some((pattern) => pattern.test(file)),
        file,
      ).toBe(true);
    expect(written.map((file) => dirname(file))).toEqual(
      expect.arrayContaining(['src/areas/toyArea', 'src/sandbox/toyArea']),
    );
  });

  it('changes one hand-written line outside the area: its name in src/areas/names.ts; codegen writes the rest', () => {
    const after = filesOfCopy();
    const handWritten = (file: string) => !GENERATED.some((pattern) => pattern.test(file));
    const added = after.filter((file) => !before.has(file) && handWritten(file));
    expect(added.sort()).toEqual([...written].sort());
    const changed = after.filter(
      (file) => before.has(file) && readFileSync(join(copy, file), 'utf8') !== before.get(file),
    );
    expect(changed.filter(handWritten)).toEqual([NAMES]);
    expect(after.filter((file) => !before.has(file) && !handWritten(file))).toEqual([]);
    const lines = (text: string | undefined) => text?.split('\n') ?? [];
    const had = lines(before.get(NAMES));
    const now = lines(readFileSync(join(copy, NAMES), 'utf8'));
    expect(now.filter((line) => !had.includes(line))).toEqual(["  'toyArea',"]);
    expect(had.filter((line) => !now.includes(line))).toEqual([]);
    // The registries it wrote import the toy area, each from its own side.
    expect(changed).toEqual(
      expect.arrayContaining(['src/__generated__/areas.ts', 'src/__generated__/sandboxAreas.ts']),
    );
    expect(readFileSync(join(copy, 'src/__generated__/sandboxAreas.ts'), 'utf8')).toContain(
      "import { toyAreaSandbox } from '../sandbox/toyArea/index.js';",
    );
  });

  it('refuses a name in use or not camelCase before writing anything', () => {
    expect(() => newArea(copy, 'shield')).toThrow(/exists already/);
    expect(() => newArea(copy, 'Toy-area')).toThrow(/camelCase/);
    expect(() => newArea(copy, undefined)).toThrow(/camelCase/);
  });

  it('leaves a tree that type-checks, lints, and passes the toy area’s tests and those holding every area', async () => {
    // Type-checks what the area can break (src, scripts, the test support and the tests run here), not every test.
    const checked = [
      'src',
      'scripts',
      'codegen.ts',
      'test/support',
      'test/sandbox/helpers.ts',
      ...AREA_TESTS,
      COVERAGE_TEST,
    ];
    const tsconfig = {
      extends: './tsconfig.json',
      include: [...checked, ...TOY_TESTS, 'test/integration/failingLinks*'],
    };
    writeFileSync(join(copy, 'tsconfig.newArea.json'), JSON.stringify(tsconfig));
    await run('npx', ['tsc', '-p', 'tsconfig.newArea.json', '--noEmit']);
    await run('npx', ['biome', 'check', NAMES, ...written.filter((file) => file.endsWith('.ts'))]);
    expect(await run('npx', ['vitest', 'run', '--maxWorkers=1', ...TOY_TESTS, ...AREA_TESTS])).toMatch(
      /Tests\s+\d+ passed/,
    );
    const failing = ['test/integration/failingLinks.test.ts', '-t', 'has a row here|toyAreaStatus'];
    expect(await run('npx', ['vitest', 'run', '--maxWorkers=1', ...failing])).toMatch(/Tests\s+2 passed/);
    expect(existsSync(join(copy, 'test/integration/failingLinks/toyArea.ts'))).toBe(true);
  }, 1_500_000);
});

// Without the documents this warns locally and fails under CI=true, as the contract suite does (README).
describeWithDocuments('npm run new-area, with the published documents', () => {
  it('leaves a coverage manifest and docs/coverage.md that hold the toy area', async () => {
    expect(await run('npx', ['vitest', 'run', '--maxWorkers=1', COVERAGE_TEST])).toMatch(/Tests\s+\d+ passed/);
  }, 600_000);
});
