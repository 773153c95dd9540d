import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { GraphiQLOptions } from 'graphql-yoga';
import { GRAPHIQL_ASSET_PREFIX } from '../routePaths.js';
import { GRAPHIQL_TAB_BAR_SCRIPT, GRAPHIQL_TAB_BAR_STYLE } from './tabBar.js';
import { GRAPHIQL_TABS_SCRIPT } from './tabsScript.js';

/**
 * GraphiQL without a network: when the `@graphql-yoga/graphiql` package is installed (a devDependency, so `npm run
 * dev` has it; the Docker image copies its dist folder) the page and every file it needs come from this server,
 * under `/graphiql-assets/`. Without the package, yoga's own page is served, which loads them from a CDN.
 */

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  'graphiql.css': 'text/css; charset=utf-8',
  'yoga-graphiql.umd.js': 'text/javascript; charset=utf-8',
  'monacoeditorwork/editor.worker.bundle.js': 'text/javascript; charset=utf-8',
  'monacoeditorwork/json.worker.bundle.js': 'text/javascript; charset=utf-8',
  'monacoeditorwork/graphql.worker..bundle.js': 'text/javascript; charset=utf-8',
};

const FAVICON = 'favicon.svg';
/** A bunny-orange tile with a "b": served from here, so the page asks nothing of any other host. */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#ff7f2a"/>' +
  '<text x="16" y="23" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">b</text></svg>';

/** The installed package's dist folder, or undefined when it is not installed. */
export function localGraphiqlDirectory(): string | undefined {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@graphql-yoga/graphiql/package.json')), 'dist');
  } catch {
    return undefined;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a <script>: `<` escaped so no value (a query's text) can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * yoga's GraphiQL page, written here rather than patched: every file from GRAPHIQL_ASSET_PREFIX (yoga's page loads
 * its scripts from a CDN and its favicon from a code host), a real title (yoga's leaves `Loading __TITLE__...`), and
 * the tab and credential handling of tabsScript.ts run before GraphiQL renders, and tabBar.ts's one-click tab bar.
 */
export function renderLocalGraphiql(options: GraphiQLOptions): string {
  const title = escapeHtml(options.title ?? 'GraphiQL');
  const workers = {
    editorWorkerService: `${GRAPHIQL_ASSET_PREFIX}monacoeditorwork/editor.worker.bundle.js`,
    json: `${GRAPHIQL_ASSET_PREFIX}monacoeditorwork/json.worker.bundle.js`,
    graphql: `${GRAPHIQL_ASSET_PREFIX}monacoeditorwork/graphql.worker..bundle.js`,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="icon" href="${GRAPHIQL_ASSET_PREFIX}${FAVICON}" type="image/svg+xml">
<link rel="stylesheet" href="${GRAPHIQL_ASSET_PREFIX}graphiql.css">
<style>${GRAPHIQL_TAB_BAR_STYLE}</style>
</head>
<body id="body" class="no-focus-outline">
<noscript>GraphiQL needs JavaScript.</noscript>
<div id="root">Loading ${title}…</div>
<script>
var workerUrls = ${scriptJson(workers)};
self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (_id, label) { return workerUrls[label]; } };
</script>
<script>${GRAPHIQL_TAB_BAR_SCRIPT}</script>
<script src="${GRAPHIQL_ASSET_PREFIX}yoga-graphiql.umd.js"></script>
<script>${GRAPHIQL_TABS_SCRIPT}
YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), bunnyGatewayGraphiql(${scriptJson(options)}));
</script>
</body>
</html>
`;
}

/** Serves one of the known asset files; anything else under the prefix is a 404 (no path is ever joined blindly). */
export function serveGraphiqlAsset(directory: string, path: string, res: ServerResponse): void {
  const name = path.slice(GRAPHIQL_ASSET_PREFIX.length);
  if (name === FAVICON) {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }).end(FAVICON_SVG);
    return;
  }
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
