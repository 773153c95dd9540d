import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { renderGraphiQL, type GraphiQLOptions } from 'graphql-yoga';

/**
 * GraphiQL without a network: yoga's page loads its scripts from a CDN, so when the `@graphql-yoga/graphiql`
 * package is installed (a devDependency: `npm run dev` has it) the same page is served with those files from
 * `/graphiql-assets/`. A production image without it falls back to yoga's CDN page.
 */
export const GRAPHIQL_ASSET_PREFIX = '/graphiql-assets/';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  'graphiql.css': 'text/css; charset=utf-8',
  'yoga-graphiql.umd.js': 'text/javascript; charset=utf-8',
  'monacoeditorwork/editor.worker.bundle.js': 'text/javascript; charset=utf-8',
  'monacoeditorwork/json.worker.bundle.js': 'text/javascript; charset=utf-8',
  'monacoeditorwork/graphql.worker..bundle.js': 'text/javascript; charset=utf-8',
};

const CDN_DIST = /https:\/\/unpkg\.com\/@graphql-yoga\/graphiql@[^/]+\/dist\//g;

/** The installed package's dist folder, or undefined when it is not installed. */
export function localGraphiqlDirectory(): string | undefined {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@graphql-yoga/graphiql/package.json')), 'dist');
  } catch {
    return undefined;
  }
}

/** yoga's GraphiQL page with its CDN addresses pointed at the local copies. */
export function renderLocalGraphiql(options: GraphiQLOptions): string {
  return renderGraphiQL(options).replace(CDN_DIST, GRAPHIQL_ASSET_PREFIX);
}

/** Serves one of the known asset files; anything else under the prefix is a 404 (no path is ever joined blindly). */
export function serveGraphiqlAsset(directory: string, path: string, res: ServerResponse): void {
  const name = path.slice(GRAPHIQL_ASSET_PREFIX.length);
  const contentType = CONTENT_TYPES[name];
  if (!contentType) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'public, max-age=86400' });
  createReadStream(join(directory, name))
    .on('error', () => res.destroy())
    .pipe(res);
}
