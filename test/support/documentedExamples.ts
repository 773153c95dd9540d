import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print } from 'graphql';
import { declaredVariables } from '../../src/graphiql/options.js';

/**
 * The documentation read the way tests need it: the README and every page under docs/, their fenced code blocks and
 * the showcase operations of one section, so tests run exactly what the documentation shows and hold its counts.
 */

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** README.md and every docs/**\/*.md, as paths relative to the repository. */
export function documentationPages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', ...walk('docs').sort()];
}

export function readPage(page: string): string {
  return readFileSync(join(ROOT, page), 'utf8');
}

export interface FencedBlock {
  readonly language: string;
  readonly text: string;
}

export interface PageLine {
  readonly text: string;
  /** True inside a fenced code block, fence lines included: a `#` there is a comment, not a heading. */
  readonly code: boolean;
}

/** Each line of a page, marked when it belongs to a fenced code block (indented fences included). */
export function pageLines(text: string): PageLine[] {
  let open = false;
  return text.split('\n').map((line) => {
    const fence = /^\s*```/.test(line);
    const code = open || fence;
    if (fence) open = !open;
    return { text: line, code };
  });
}

/** The fenced blocks of a page, each without the indentation of its fence. */
export function fencedBlocks(text: string): FencedBlock[] {
  return [...text.matchAll(/^( *)```(\w*)\n([\s\S]*?)^ *```/gm)].map(([, indent = '', language = '', body = '']) => ({
    language,
    text: body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n'),
  }));
}

/** The headings of a page (outside code blocks), as their level and text. */
export function headings(text: string): { level: number; title: string }[] {
  return pageLines(text).flatMap(({ text: line, code }) => {
    const match = code ? null : /^(#{1,6}) (.+)$/.exec(line);
    return match ? [{ level: match[1]?.length ?? 0, title: (match[2] ?? '').trim() }] : [];
  });
}

/** The text under one heading of a page (any level), up to the next heading. Throws when the page has no such heading. */
export function sectionOf(page: string, heading: string): string {
  const lines = pageLines(readPage(page));
  const isHeading = ({ text, code }: PageLine) => !code && /^#{1,6} /.test(text);
  const start = lines.findIndex((line) => isHeading(line) && line.text.replace(/^#+ /, '') === heading);
  if (start === -1) throw new Error(`${page} has no heading "${heading}"`);
  const end = lines.findIndex((line, index) => index > start && isHeading(line));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .map((line) => line.text)
    .join('\n');
}

export interface DocumentedExample {
  /** The comment lines above the operation, where the documentation names its upstream calls. */
  readonly comment: string;
  readonly operation: string;
}

/** The examples of one ```graphql block: separated by blank lines, each its comment lines and its operation. */
export function examplesOf(block: string): DocumentedExample[] {
  return block
    .split('\n\n')
    .filter((example) => example.trim() !== '')
    .map((example) => {
      const lines = example.trim().split('\n');
      const comment = lines.filter((line) => line.startsWith('#')).join('\n');
      return { comment, operation: lines.filter((line) => !line.startsWith('#')).join('\n') };
    });
}

/**
 * The showcase operations of the first ```graphql block under `heading` in `page` (e.g. `docs/graph.md`, `Shield`).
 * Throws when there is none, so a moved or renamed section fails the test that holds it instead of emptying it.
 */
export function documentedExamples(page: string, heading: string): DocumentedExample[] {
  const block = fencedBlocks(sectionOf(page, heading)).find((candidate) => candidate.language === 'graphql');
  if (!block) throw new Error(`${page}, "${heading}", has no graphql block`);
  return examplesOf(block.text);
}

/** One named operation of a document with several (a GraphiQL tab), alone, with the example values it declares. */
export function operationNamed(
  document: string,
  name: string,
  values: Record<string, unknown>,
): { operation: string; variables: Record<string, unknown> } {
  const definition = parse(document).definitions.find(
    (candidate) => candidate.kind === Kind.OPERATION_DEFINITION && candidate.name?.value === name,
  );
  if (!definition) throw new Error(`No operation ${name}`);
  const operation = print(definition);
  const variables = Object.fromEntries(declaredVariables(operation).map((variable) => [variable, values[variable]]));
  return { operation, variables };
}
