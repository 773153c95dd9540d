import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.js';
import { orExit } from './configFailure.js';
import { STREAM_WEBHOOK_PATH } from './routePaths.js';
import { createGateway } from './gateway.js';
import { exitWhenListenFails } from './listenFailure.js';
import { listenForMetrics } from './metricsListener.js';
import { createLogger } from './logging/logger.js';
import {
  SEEDED_LIBRARY_IDS,
  ACTIVE_APP_ID,
  CDN_SCRIPT_ID,
  CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  SANDBOX_DEMO_KEY,
  TRIGGERED_WAF_RULE_ID,
  WEB_BLOCKED_IPV4,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
  STAGING_PULL_ZONE_ID,
  startSandbox,
  ACME_DNS_ZONE_ID,
  FIRST_CREATED_DNS_RECORD_ID,
  ASSETS_STORAGE_ZONE_ID,
} from './sandbox/index.js';
import { answerClientErrors } from './http/clientErrors.js';

/**
 * Only in `npm run dev`, never in production: the sandbox forgets every change, so GraphiQL's tabs and the docs'
 * examples that change data (removing a blocked IP, publishing a release) can run again.
 */
const SANDBOX_RESET_PATH = '/sandbox/reset';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The reset answers only once the sandbox is as start-up left it (the seed plus the demo libraries' webhooks), so a
 * caller who resets and then uploads gets its encoding events.
 */
function resetRoute(restoreStartUpState: () => Promise<void>, handle: Handler): Handler {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'POST' || req.url !== SANDBOX_RESET_PATH) {
      handle(req, res);
      return;
    }
    restoreStartUpState().then(
      () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"reset":true,"message":"Every key\'s sandbox data is back to the seed."}\n');
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(`${JSON.stringify({ reset: false, message: `The reset did not finish: ${String(error)}` })}\n`);
      },
    );
  };
}

/**
 * `npm run dev`: the gateway wired to the embedded sandbox, so GraphiQL works with no bunny.net account.
 * The sandbox's four hosts listen on free loopback ports; the gateway on PORT (default 4000).
 */
async function main(): Promise<void> {
  const sandbox = await startSandbox({ recordRequests: false, changesOverTime: true });
  // A bad variable stops it in one line, as npm start (the sandbox's listeners end with the process).
  const config = orExit(() =>
    loadConfig({
      LOG_PRETTY: 'true',
      GRAPHIQL: 'true',
      INTROSPECTION: 'true',
      NODE_ENV: 'development',
      ...process.env,
      BUNNY_API_URL: sandbox.urls.api,
      BUNNY_VIDEO_URL: sandbox.urls.video,
      BUNNY_ORIGIN_LOG_URL: sandbox.urls.originLogs,
      BUNNY_STORAGE_URL: sandbox.urls.storage,
    }),
  );
  const logger = createLogger(config);
  const gateway = orExit(() =>
    createGateway(config, {
      logger,
      graphiqlExamples: {
        accessKey: SANDBOX_DEMO_KEY,
        ids: {
          shieldZoneId: WEB_SHIELD_ZONE_ID,
          unprotectedPullZoneId: STAGING_PULL_ZONE_ID,
          ruleId: TRIGGERED_WAF_RULE_ID,
          appId: ACTIVE_APP_ID,
          pullZoneId: WEB_PULL_ZONE_ID,
          blockedIp: WEB_BLOCKED_IPV4,
          edgeRuleId: WEB_EDGE_RULE_ID,
          scriptId: CDN_SCRIPT_ID,
          releaseUuid: CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
          videoLibraryId: DEMO_LIBRARY_ID,
          videoId: DEMO_VIDEO_ID,
          dnsZoneId: ACME_DNS_ZONE_ID,
          // The id a fresh sandbox gives the record the DNS tab adds, so its delete runs as it stands the first time.
          dnsRecordId: FIRST_CREATED_DNS_RECORD_ID,
          storageZoneId: ASSETS_STORAGE_ZONE_ID,
        },
      },
    }),
  );
  // Known once the server listens (PORT=0 lets the OS pick): until then no webhook points anywhere.
  let webhookUrl: string | undefined;
  const restoreStartUpState = async (): Promise<void> => {
    sandbox.reset();
    // The reset forgets the webhooks start-up set, like every other change: set them again.
    if (webhookUrl !== undefined) await pointWebhooksAt(sandbox.urls.api, webhookUrl);
  };
  const server = createServer(resetRoute(restoreStartUpState, gateway.handle));
  answerClientErrors(server);
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  exitWhenListenFails(server, 'PORT', config.port, host);
  // With METRICS_PORT, /metrics leaves PORT (gateway.ts): it is served there, as by npm start.
  if (config.metricsPort !== null) listenForMetrics(config.metricsPort, host, gateway.handleMetrics, logger);
  server.listen(config.port, host, async () => {
    const { port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}/graphql`;
    webhookUrl = `http://127.0.0.1:${port}${STREAM_WEBHOOK_PATH}`;
    // Before the banner: what it says about Live is true once it is printed.
    await pointWebhooksAt(sandbox.urls.api, webhookUrl).catch((error: unknown) =>
      logger.warn({ err: error }, "the demo libraries' webhooks could not be set: videoStatusChanged will stay quiet"),
    );
    process.stdout.write(
      `${[
        '',
        `  bunny-gateway (sandbox mode) is ready: ${url}`,
        `  GraphiQL:  open ${url} in a browser`,
        `  Demo key:  AccessKey: ${SANDBOX_DEMO_KEY}   (any other key works too; "sandbox-revoked-key" shows a 401)`,
        '  Data:      every key has its own copy of the seeded data; start over (every key) with',
        `             curl -X POST http://localhost:${port}${SANDBOX_RESET_PATH}`,
        `  Live:      the demo key's libraries send their webhooks here (${STREAM_WEBHOOK_PATH}): upload a video and watch videoStatusChanged`,
        `  Sandbox:   api ${sandbox.urls.api}  video ${sandbox.urls.video}  origin logs ${sandbox.urls.originLogs}  storage ${sandbox.urls.storage}`,
        '',
      ].join('\n')}\n`,
    );
  });
  const stop = async (): Promise<void> => {
    gateway.beginDrain();
    server.closeAllConnections();
    server.close();
    await gateway.close();
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

void main();

/**
 * The demo key's video libraries get the gateway's webhook route as their WebhookUrl, set as a caller would set it
 * (the library update), so the sandbox's encodings reach `videoStatusChanged` in GraphiQL (docs/live.md).
 */
async function pointWebhooksAt(apiUrl: string, webhookUrl: string): Promise<void> {
  for (const libraryId of SEEDED_LIBRARY_IDS) {
    const response = await fetch(`${apiUrl}/videolibrary/${libraryId}`, {
      method: 'POST',
      headers: { AccessKey: SANDBOX_DEMO_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ WebhookUrl: webhookUrl }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`library ${libraryId}'s webhook update answered ${response.status}`);
  }
}
