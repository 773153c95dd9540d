import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkYogaVersion, WHATWG_NODE_SERVER_VERSION, YOGA_VERSION } from '../../src/execution/yogaAdapter.js';

/**
 * execution/yogaAdapter.ts leans on graphql-yoga's internals: it is written against exact versions, which package.json
 * pins, and this fails as soon as another version is installed (an upgrade must re-read yoga and update that file).
 */
const require = createRequire(import.meta.url);

function installedVersion(name: string): string {
  const main = require.resolve(name);
  let dir = dirname(main);
  while (!dir.endsWith(join('node_modules', ...name.split('/')))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('the yoga adapter', () => {
  it('is written for the graphql-yoga and @whatwg-node/server installed', () => {
    expect(installedVersion('graphql-yoga')).toBe(YOGA_VERSION);
    expect(installedVersion('@whatwg-node/server')).toBe(WHATWG_NODE_SERVER_VERSION);
  });

  it('has them pinned exactly in package.json', () => {
    expect(manifest.dependencies['graphql-yoga']).toBe(YOGA_VERSION);
    expect(manifest.dependencies['@whatwg-node/server']).toBe(WHATWG_NODE_SERVER_VERSION);
  });

  it('refuses to start on another yoga', () => {
    expect(() => checkYogaVersion({ version: '5.99.0' })).toThrow(/written for graphql-yoga 5\.24\.1, found 5\.99\.0/);
    expect(() => checkYogaVersion({ version: YOGA_VERSION })).not.toThrow();
  });
});
