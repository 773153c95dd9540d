import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of src/, checked on the import graph: imports point down (areas -> upstream -> nothing above),
 * no room imports the HTTP server, and no runtime import cycle. Type-only imports erase at build time, so they
 * do not count as runtime edges.
 */
const srcRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const MAX_LINES = 250;
const GENERATED_OR_DATA = [/^__generated__\//, /^sandbox\/seed\.ts$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/gm;

/** Runtime imports of one file, as paths relative to src/ (".js" specifiers point at ".ts" sources). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const [, , typeOnly, specifier] = match;
    if (typeOnly || specifier === undefined) continue;
    found.push(relative(srcRoot, resolve(dirname(file), specifier.replace(/\.js$/, '.ts'))));
  }
  return found;
}

const files = sourceFiles(srcRoot).map((file) => relative(srcRoot, file));
const graph = new Map(files.map((file) => [file, runtimeImports(join(srcRoot, file))]));
const room = (file: string): string => file.split('/', 1)[0] ?? file;

function importsFrom(from: string, to: string): string[] {
  return [...graph].flatMap(([file, imports]) =>
    room(file) === from ? imports.filter((target) => room(target) === to).map((target) => `${file} -> ${target}`) : [],
  );
}

function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') found.push([...stack.slice(stack.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

describe('the house', () => {
  it('reads the whole of src/ (the checks below are not vacuous)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(importsFrom('areas', 'upstream').length).toBeGreaterThan(0);
  });

  it('has nothing under upstream/ or errors/ that imports an area or the HTTP layer', () => {
    for (const lower of ['upstream', 'errors']) {
      for (const upper of ['areas', 'http', 'gateway.ts', 'yoga.ts', 'context.ts']) {
        expect(importsFrom(lower, upper), `${lower}/ imports ${upper}`).toEqual([]);
      }
    }
  });

  it('has no area that imports the HTTP layer', () => {
    for (const upper of ['http', 'gateway.ts', 'yoga.ts']) expect(importsFrom('areas', upper)).toEqual([]);
  });

  it('has no runtime import cycle', () => {
    expect(cycles()).toEqual([]);
  });

  it(`has no hand-written source file over ${MAX_LINES} lines`, () => {
    const long = files
      .filter((file) => !GENERATED_OR_DATA.some((pattern) => pattern.test(file)))
      .map((file) => [file, readFileSync(join(srcRoot, file), 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
