import { existsSync, readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../src/areas/index.js';
import { examplesOf, fencedBlocks, readPage, sectionOf } from '../support/documentedExamples.js';
import { rootFields } from '../support/schemaText.js';

/** The README is the front door: short, true, and every example in it a copy of one that a test runs. */

const readme = readPage('README.md');
const pkg = JSON.parse(readPage('package.json')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};

function quickStartCommands(): string[] {
  const block = fencedBlocks(sectionOf('README.md', 'Quick start')).find(({ language }) => language === 'sh');
  return (block?.text ?? '')
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

/** The rows of the first Markdown table in `text` whose header starts with `header`, as lists of cells. */
function tableRows(text: string, header: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(header));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines
    .slice(start + 2, end === -1 ? undefined : end)
    .map((row) => row.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim()));
}

/** The root fields (Query, Mutation, Subscription) an area's SDL adds. */
function rootFieldsOf(typeDefs: readonly string[]): string[] {
  const roots = new Set(['Query', 'Mutation', 'Subscription']);
  return typeDefs.flatMap((text) =>
    parse(text).definitions.flatMap((definition) =>
      (definition.kind === Kind.OBJECT_TYPE_EXTENSION || definition.kind === Kind.OBJECT_TYPE_DEFINITION) &&
      roots.has(definition.name.value)
        ? (definition.fields ?? []).map((field) => field.name.value)
        : [],
    ),
  );
}

describe('README', () => {
  it('stays a front door of at most 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('gives exactly two quick-start commands: one that starts the gateway on the sandbox and one that runs the tests', () => {
    expect(quickStartCommands()).toEqual(['npm ci && npm run dev', 'npm ci && npm test']);
  });

  it('names scripts that package.json defines, with dev on the sandbox and test running codegen first', () => {
    expect(pkg.scripts['dev']).toContain('src/dev.ts');
    expect(pkg.scripts['test']).toMatch(/codegen.*vitest run/);
  });

  it('states the Node versions engines allows, and the Docker image runs one that CI tests', () => {
    expect(pkg.engines.node).toBe('^20.19.0 || >=22.12.0');
    expect(readme).toContain('Node.js 20.19+ or 22.12+ (`engines`)');
    // The machines (and so CI) run Node 20; .ci/run runs the suites again on one more major.
    expect(readme).toMatch(/Every suite runs on Node 20\.\d+ in CI/);
    const dockerfile = readPage('Dockerfile');
    const images = [...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].map((m) => m[1]);
    const ci = readPage('.ci/run');
    const tested = ['20', /scripts\/testOnNode\.sh (\d+)/.exec(ci)?.[1]];
    expect(images.length).toBe(2);
    for (const major of images) expect(tested).toContain(major);
    expect(readme.replace(/\s+/g, ' ')).toContain(`again on Node ${tested[1]}`);
    expect(readPage('docs/production.md')).toContain(`The image runs Node ${images[0]}`);
  });

  it('says what the second Node major runs as scripts/testOnNode.sh runs it: the unit and process suites and the runtime-facing integration files', () => {
    const script = readPage('scripts/testOnNode.sh').replace(/\\\n\s*/g, '');
    const run = /^node node_modules\/vitest\/vitest\.mjs run (.+)$/m.exec(script)?.[1] ?? '';
    const words = run.split(' ');
    const suites = words.filter((part, index) => part.startsWith('test/') && words[index - 1] !== '--exclude');
    const files = suites.flatMap((part) => {
      const braces = /^(.*)\{([^}]+)\}(.*)$/.exec(part);
      return braces ? (braces[2] ?? '').split(',').map((name) => `${braces[1]}${name}${braces[3]}`) : [part];
    });
    expect(files.slice(0, 3)).toEqual(['test/unit', 'test/process', 'test/integration/live']);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(existsSync(new URL(`../../${file}`, import.meta.url)), file).toBe(true);
    expect(files.some((file) => /\/graph[A-Z]/.test(file))).toBe(false);
    expect(readme.replace(/\s+/g, ' ')).toContain(
      'the unit and process suites and the runtime-facing integration suites (HTTP, streams, uploads, Redis, live) again on Node',
    );
  });

  it('tours only examples copied from docs/graph.md, where tests run them and hold their upstream calls', () => {
    const tour = fencedBlocks(sectionOf('README.md', 'A tour of the graph')).filter((b) => b.language === 'graphql');
    const graph = fencedBlocks(readPage('docs/graph.md'))
      .filter(({ language }) => language === 'graphql')
      .flatMap(({ text }) => examplesOf(text));
    const examples = tour.flatMap(({ text }) => examplesOf(text));
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const example of examples) expect(graph, example.comment).toContainEqual(example);
  });

  it("lists every root field of the schema in the tour's table of areas, and nothing else", () => {
    const rows = tableRows(sectionOf('README.md', 'A tour of the graph'), '| area | SDL |');
    const named = rows.flatMap((cells) => [
      ...(cells[2] ?? '').matchAll(/`(\w+)`/g),
      ...(cells[3] ?? '').matchAll(/`(\w+)`/g),
    ]);
    const listed = named.map((match) => match[1] ?? '').sort();
    // An area not in the table yet (none of its root fields is; `npm run new-area` writes none) names each of its
    // root fields on its own page, docs/areas/<area>.md, until its author gives it a row.
    const unlisted = AREAS.map((area) => ({ area: area.name, fields: rootFieldsOf(area.typeDefs) })).filter(
      ({ fields }) => fields.length > 0 && !fields.some((field) => listed.includes(field)),
    );
    for (const { area, fields } of unlisted) {
      const page = readPage(`docs/areas/${area}.md`);
      for (const field of fields) expect(page, `docs/areas/${area}.md names ${field}`).toContain(field);
    }
    const elsewhere = new Set(unlisted.flatMap(({ fields }) => fields));
    const { query, mutation, subscription } = rootFields();
    expect(listed).toEqual([...query, ...mutation, ...subscription].filter((field) => !elsewhere.has(field)).sort());
    for (const cells of rows)
      for (const file of (cells[1] ?? '').matchAll(/`(schema\/\w+\.graphql)`/g))
        expect(() => readFileSync(new URL(`../../${file[1]}`, import.meta.url)), file[1]).not.toThrow();
  });

  it('gives each configuration variable it shows the default docs/configuration.md gives', () => {
    const header = '| variable | default | meaning |';
    const full = new Map(tableRows(readPage('docs/configuration.md'), header).map((cells) => [cells[0], cells[1]]));
    const shown = tableRows(sectionOf('README.md', 'Configuration'), header);
    expect(shown.length).toBeGreaterThanOrEqual(5);
    for (const [variable, value] of shown) expect([variable, full.get(variable)]).toEqual([variable, value]);
  });
});
