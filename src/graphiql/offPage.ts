import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What a browser opening /graphql gets when GraphiQL is off (production's default): a page saying so and how to turn
 * it on, rather than the JSON refusal meant for API clients (a GET without a credential header, which is all a
 * browser's address bar sends).
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bunny-gateway: GraphiQL is off</title></head>
<body style="font-family: sans-serif; max-width: 42rem; margin: 3rem auto; line-height: 1.5">
<h1>bunny-gateway</h1>
<p>This is a GraphQL endpoint. GraphiQL, the in-browser IDE, is not served here: it is off in production unless
the gateway is started with <code>GRAPHIQL=true</code> (see docs/configuration.md).</p>
<p>Send queries as a JSON POST with your bunny.net API key:</p>
<pre>curl -s THIS_URL -H "AccessKey: $BUNNY_API_KEY" -H 'content-type: application/json' \\
  -d '{"query":"{ containerNodeIps }"}'</pre>
</body></html>
`;

/** A browser's page load: a GET asking for HTML, with no GraphQL in its query string. */
export function isBrowserPageLoad(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') && !(req.url ?? '').includes('?');
}

export function sendGraphiqlOff(req: IncomingMessage, res: ServerResponse): void {
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/graphql'}`;
  const body = PAGE.replace('THIS_URL', escapeHtml(url));
  res.writeHead(404, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
