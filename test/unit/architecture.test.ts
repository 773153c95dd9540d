import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of src/, checked on the import graph, type-only imports counted (a type import is a dependency
 * of the reader, erased or not): imports point down (areas -> request -> upstream -> errors; nothing under upstream/
 * or errors/ knows an area, a request or the HTTP server), no circle between files, and no circle between rooms (the
 * folders and files directly under src/). Generated types are left out: every resolver imports them, and they
 * import the context type back by construction.
 */
const srcRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const MAX_LINES = 250;
const GENERATED = /^__generated__\//;
const DATA = [/^sandbox\/seed\.ts$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/gm;

/** Every import of one file, type-only ones too, as paths relative to src/ (".js" specifiers name ".ts" sources). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(srcRoot, file), 'utf8');
  return [...text.matchAll(IMPORT)].map(([, specifier]) =>
    relative(srcRoot, resolve(dirname(join(srcRoot, file)), (specifier as string).replace(/\.js$/, '.ts'))),
  );
}

type Graph = ReadonlyMap<string, readonly string[]>;

const files = sourceFiles(srcRoot)
  .map((file) => relative(srcRoot, file))
  .filter((file) => !GENERATED.test(file));
const fileGraph: Graph = new Map(files.map((file) => [file, importsOf(file).filter((to) => !GENERATED.test(to))]));
const room = (file: string): string => file.split('/', 1)[0] ?? file;

/** The rooms' graph: an edge from one room to another wherever a file of the first imports one of the second. */
function roomGraph(graph: Graph): Graph {
  const rooms = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const targets = rooms.get(room(file)) ?? new Set<string>();
    for (const target of imports) if (room(target) !== room(file)) targets.add(room(target));
    rooms.set(room(file), targets);
  }
  return new Map([...rooms].map(([name, targets]) => [name, [...targets]]));
}

/** Every circle a depth-first walk meets, each as the path that closes it. */
function circles(graph: Graph): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      if (state.get(target) === 'open') found.push([...stack.slice(stack.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

function importsFrom(from: string, to: string): string[] {
  return [...fileGraph].flatMap(([file, imports]) =>
    room(file) === from ? imports.filter((target) => room(target) === to).map((target) => `${file} -> ${target}`) : [],
  );
}

describe('the house', () => {
  it('reads the whole of src/, type-only imports included (the checks below are not vacuous)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(importsFrom('areas', 'upstream').length).toBeGreaterThan(0);
    // request/context.ts imports nothing at run time: only a graph that counts type imports sees this edge.
    expect(fileGraph.get('request/context.ts')).toContain('request/scope.ts');
  });

  it('finds a circle made of type-only imports between two rooms, and none in a graph without one', () => {
    const typeOnly = new Map([
      ['a/one.ts', ['b/two.ts']],
      ['b/two.ts', ['a/three.ts']],
      ['a/three.ts', []],
    ]);
    expect(circles(roomGraph(typeOnly))).toEqual([['a', 'b', 'a']]);
    expect(circles(roomGraph(new Map([['a/one.ts', ['b/two.ts']]])))).toEqual([]);
  });

  it('has nothing under upstream/ or errors/ that imports an area, a request, execution or the HTTP layer', () => {
    for (const lower of ['upstream', 'errors']) {
      for (const upper of ['areas', 'request', 'execution', 'http', 'plugins', 'observability', 'gateway.ts']) {
        expect(importsFrom(lower, upper), `${lower}/ imports ${upper}`).toEqual([]);
      }
    }
  });

  it('has no area that imports the HTTP layer, execution or the sandbox', () => {
    for (const upper of ['http', 'execution', 'sandbox', 'gateway.ts']) expect(importsFrom('areas', upper)).toEqual([]);
  });

  it('keeps the sandbox and the gateway apart: the sandbox imports nothing of the gateway', () => {
    for (const gatewayRoom of ['areas', 'request', 'execution', 'http', 'upstream', 'gateway.ts'])
      expect(importsFrom('sandbox', gatewayRoom)).toEqual([]);
  });

  it('keeps the two generated registries of areas apart: the sandbox’s imports only the sandbox, the gateway’s no sandbox', () => {
    const sandboxRegistry = importsOf('__generated__/sandboxAreas.ts');
    expect(sandboxRegistry.length).toBeGreaterThan(5);
    expect(sandboxRegistry.filter((target) => room(target) !== 'sandbox')).toEqual([]);
    const gatewayRegistry = importsOf('__generated__/areas.ts');
    expect(gatewayRegistry.length).toBeGreaterThan(5);
    expect(gatewayRegistry.filter((target) => room(target) !== 'areas')).toEqual([]);
  });

  it('has no circle between files', () => {
    expect(circles(fileGraph)).toEqual([]);
  });

  it('has no circle between rooms', () => {
    expect(circles(roomGraph(fileGraph))).toEqual([]);
  });

  it(`has no hand-written source file over ${MAX_LINES} lines`, () => {
    const long = files
      .filter((file) => !DATA.some((pattern) => pattern.test(file)))
      .map((file) => [file, readFileSync(join(srcRoot, file), 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
