import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { codeForStatus } from '../../src/errors/statusCodes.js';
import {
  type DocumentedExample,
  documentationPages,
  documentedExamples,
  examplesOf,
  fencedBlocks,
  headings,
  pageLines,
  ROOT,
  readPage,
} from '../support/documentedExamples.js';
import { sdlSchema } from '../support/schemaText.js';

/**
 * The README and docs/ stay true: their links resolve, their GraphQL examples are valid against the SDL and every one
 * that names its upstream calls is run by a test, and the tables that restate code (errors, configuration) match it.
 */

const pages = documentationPages();

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a page offers, numbered as GitHub numbers repeated headings (`-1`, `-2`...). */
function anchorsOf(page: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const { title } of headings(readPage(page))) {
    const base = slug(title);
    const count = seen.get(base) ?? 0;
    anchors.add(count === 0 ? base : `${base}-${count}`);
    seen.set(base, count + 1);
  }
  return anchors;
}

/** The relative links of a page (outside code), e.g. `graph.md#shield`, `../bench/README.md`, `#codes`. */
function relativeLinks(page: string): string[] {
  return pageLines(readPage(page))
    .filter(({ code }) => !code)
    .flatMap(({ text }) => [...text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? ''))
    .filter((target) => !/^[a-z]+:/.test(target));
}

/** Why a link does not resolve, or undefined when it does. */
function brokenLink(page: string, target: string): string | undefined {
  const [path = '', anchor] = target.split('#');
  const file = path === '' ? page : relative(ROOT, join(ROOT, dirname(page), path));
  if (!existsSync(join(ROOT, file))) return `${target}: no file ${file}`;
  if (anchor === undefined) return undefined;
  if (statSync(join(ROOT, file)).isDirectory() || !file.endsWith('.md')) return `${target}: an anchor into ${file}`;
  return anchorsOf(file).has(anchor) ? undefined : `${target}: ${file} has no heading #${anchor}`;
}

/** Every GraphQL example of every page, with where it is. */
const allExamples = pages.flatMap((page) =>
  fencedBlocks(readPage(page))
    .filter(({ language }) => language === 'graphql')
    .flatMap(({ text }) => examplesOf(text).map((example) => ({ page, example }))),
);

/** The examples whose comment names what they call upstream (a count, or a method and path). */
const namesItsCalls = ({ comment }: DocumentedExample) =>
  /\b\d+ (?:upstream )?calls?\b|\b(?:GET|POST|PUT|DELETE) [/{]/.test(comment);

/** The sections of documentation the tests run, found as documentedExamples calls with a literal page and heading in test/. */
function sectionsRunByTests(): [string, string][] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
    );
  return walk(join(ROOT, 'test')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/documentedExamples\(\s*'([^']+)',\s*'([^']+)',?\s*\)/g)].map(
      (m) => [m[1] ?? '', m[2] ?? ''] as [string, string],
    ),
  );
}

describe('the README and docs/', () => {
  it('are the README and at least the pages the README indexes', () => {
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/graph.md', 'docs/errors.md']));
    for (const target of relativeLinks('README.md').filter((link) => link.startsWith('docs/')))
      expect(pages).toContain(target.split('#')[0]);
  });

  it.each(pages)('%s closes every code block it opens', (page) => {
    const lines = pageLines(readPage(page));
    const fences = lines.filter(({ text }) => /^\s*```/.test(text));
    expect(fences.length % 2, `${page} has an unclosed code block`).toBe(0);
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const links = relativeLinks(page);
    expect(links.map((target) => brokenLink(page, target)).filter(Boolean)).toEqual([]);
  });

  it.each(pages)('%s shows only GraphQL examples that are valid against the schema', (page) => {
    for (const { example } of allExamples.filter((found) => found.page === page)) {
      const errors = validate(sdlSchema(), parse(example.operation)).map((error) => error.message);
      expect(errors, `${example.comment}\n${example.operation}`).toEqual([]);
    }
  });

  it('show no example naming its upstream calls that a test does not run', () => {
    const sections = sectionsRunByTests();
    expect(sections.length).toBeGreaterThanOrEqual(6);
    const run = sections.flatMap(([page, heading]) => documentedExamples(page, heading));
    const counted = allExamples.filter(({ example }) => namesItsCalls(example));
    expect(counted.length).toBeGreaterThan(run.length);
    const unrun = counted.filter(({ example }) => !run.some((held) => held.operation === example.operation));
    expect(unrun.map(({ page, example }) => `${page}: ${example.comment}`)).toEqual([]);
  });

  it.each(pages)('%s shows only JSON that parses, a whole block or one value per line', (page) => {
    for (const { text } of fencedBlocks(readPage(page)).filter(({ language }) => language === 'json')) {
      const parses = (json: string) => {
        try {
          JSON.parse(json);
          return true;
        } catch {
          return false;
        }
      };
      const lines = text.split('\n').filter((line) => line.trim() !== '');
      expect(parses(text) || lines.every(parses), text).toBe(true);
    }
  });
});

describe('docs/errors.md', () => {
  const errors = readPage('docs/errors.md');
  const schema = readPage('schema/base.graphql');

  it('has one error table: the same as the SDL, and true to the status mapping', () => {
    const table = (text: string) => {
      const lines = text.split('\n');
      const header = lines.indexOf('| `extensions.code` | when |');
      const end = lines.findIndex((line, index) => index > header && !line.startsWith('|'));
      return lines.slice(header + 2, end);
    };
    const rows = table(errors);
    expect(rows).toHaveLength(15);
    expect(table(schema)).toEqual(rows);
    for (const row of rows) {
      const [, code, when] = /^\| `([A-Z_]+)` \| (.*) \|$/.exec(row) ?? [];
      const statuses = [...(when ?? '').matchAll(/\b([1-5]\d\d)\b/g)].map((m) => Number(m[1]));
      for (const status of statuses.filter((s) => code !== 'UPSTREAM_ERROR' || s !== 500))
        expect([status, codeForStatus(status)]).toEqual([status, code]);
    }
  });

  it('documents every error code of the schema', () => {
    const codes =
      /enum ErrorCode \{([\s\S]*?)\}/
        .exec(schema)?.[1]
        ?.match(/^\s+([A-Z_]+)$/gm)
        ?.map((c) => c.trim()) ?? [];
    expect(codes).toHaveLength(15);
    for (const code of codes) expect(errors).toContain(`\`${code}\``);
  });
});

describe('docs/configuration.md', () => {
  const configuration = readPage('docs/configuration.md');
  // The configuration and the modules it reads sections from.
  const configSource = ['src/config.ts', 'src/frontendConfig.ts'].map(readPage).join('\n');

  it('documents every environment variable the configuration reads', () => {
    const variables = [...configSource.matchAll(/(?:int|bool|ratio|baseUrl|origins)\(env, '([A-Z_]+)'/g)].map(
      (m) => m[1] as string,
    );
    variables.push('LOG_LEVEL', 'HOST', 'NODE_ENV');
    for (const [, name] of configSource.matchAll(/env\['([A-Z_]+)'\]/g)) variables.push(name as string);
    expect(variables.length).toBeGreaterThan(20);
    for (const name of variables) expect(configuration, `${name} is missing`).toContain(`\`${name}\``);
  });

  it('gives each numeric variable the default the configuration uses (0 for a port: unset)', () => {
    const numeric = [...configSource.matchAll(/(?:int|ratio)\(env, '([A-Z_]+)', ([\d_. *]+)[,)]/g)];
    expect(numeric.length).toBeGreaterThan(20);
    for (const [, name = '', expression = ''] of numeric) {
      const value = expression
        .split('*')
        .map((factor) => Number(factor.replaceAll('_', '').trim()))
        .reduce((product, factor) => product * factor, 1);
      const row = configuration.split('\n').find((line) => line.startsWith('| ') && line.includes(`\`${name}\``));
      const defaultCell = row?.split(' | ')[1] ?? '';
      expect([name, defaultCell]).toEqual([name, expect.stringContaining(value === 0 ? 'unset' : `\`${value}\``)]);
    }
  });
});
