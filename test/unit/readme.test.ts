import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeForStatus } from '../../src/errors/statusCodes.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};
const configSource = readFileSync(new URL('../../src/config.ts', import.meta.url), 'utf8');

function quickStartCommands(): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Quick start')) ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

describe('README', () => {
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
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
    const images = [...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].map((m) => m[1]);
    const ci = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
    const tested = ['20', /scripts\/testOnNode\.sh (\d+)/.exec(ci)?.[1]];
    expect(images.length).toBe(2);
    for (const major of images) expect(tested).toContain(major);
    expect(readme).toContain(`The image runs Node ${images[0]}`);
  });

  it('documents every environment variable the configuration reads', () => {
    const variables = [...configSource.matchAll(/(?:int|bool|ratio|baseUrl|origins)\(env, '([A-Z_]+)'/g)].map(
      (m) => m[1] as string,
    );
    variables.push('LOG_LEVEL', 'HOST', 'NODE_ENV');
    expect(variables.length).toBeGreaterThan(20);
    for (const name of variables) expect(readme, `${name} is missing from the README`).toContain(name);
  });

  it('has one error table: the same in the README and the SDL, and true to the status mapping', () => {
    const schema = readFileSync(new URL('../../schema/base.graphql', import.meta.url), 'utf8');
    const table = (text: string) => {
      const lines = text.split('\n');
      const header = lines.indexOf('| `extensions.code` | when |');
      const end = lines.findIndex((line, index) => index > header && !line.startsWith('|'));
      return lines.slice(header + 2, end);
    };
    const rows = table(readme);
    expect(rows).toHaveLength(11);
    expect(table(schema)).toEqual(rows);
    for (const row of rows) {
      const [, code, when] = /^\| `([A-Z_]+)` \| (.*) \|$/.exec(row) ?? [];
      const statuses = [...(when ?? '').matchAll(/\b([1-5]\d\d)\b/g)].map((m) => Number(m[1]));
      for (const status of statuses.filter((s) => code !== 'UPSTREAM_ERROR' || s !== 500))
        expect([status, codeForStatus(status)]).toEqual([status, code]);
    }
  });

  it('documents every error code of the schema', () => {
    const schema = readFileSync(new URL('../../schema/base.graphql', import.meta.url), 'utf8');
    const codes =
      /enum ErrorCode \{([\s\S]*?)\}/
        .exec(schema)?.[1]
        ?.match(/^\s+([A-Z_]+)$/gm)
        ?.map((c) => c.trim()) ?? [];
    expect(codes).toHaveLength(11);
    for (const code of codes) expect(readme).toContain(`\`${code}\``);
  });
});
