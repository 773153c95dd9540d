import type { IncomingMessage } from 'node:http';
import type { LiveMetrics } from '../live/liveHub.js';
import { signatureOf } from '../live/webhookSignature.js';
import type { StreamWebhooks, WebhookOutcome } from '../live/webhooks.js';
import { STREAM_WEBHOOK_PATH } from '../routePaths.js';
import { sendJson } from './jsonAnswer.js';
import { exactPath, type Exchange, type Route } from './router.js';

/** Why a webhook was refused: the status and code the sender gets (the gateway's one refusal shape), and why. */
const REFUSALS = {
  unsigned: [401, 'UNAUTHENTICATED', 'The webhook carries no X-BunnyStream-Signature.'],
  signature: [
    401,
    'UNAUTHENTICATED',
    'The webhook signature is not v1 hmac-sha256 of this body with the library read-only key.',
  ],
  oversized: [413, 'REQUEST_TOO_LARGE', 'The webhook body is larger than LIVE_WEBHOOK_MAX_BYTES.'],
  malformed: [400, 'BAD_REQUEST', 'The webhook body is not {"VideoLibraryId","VideoGuid","Status"} JSON.'],
  'unknown-library': [404, 'NOT_FOUND', 'No subscriber on this gateway watches this video library.'],
  method: [405, 'METHOD_NOT_ALLOWED', 'Stream webhooks are POSTed.'],
} as const;

type Refusal = keyof typeof REFUSALS;

/**
 * POST /webhooks/bunny-stream: bunny.net's Stream webhooks. The signature headers are checked first, the raw body is
 * read up to LIVE_WEBHOOK_MAX_BYTES, and live/webhooks.ts verifies and delivers it. A refused webhook is counted
 * and answered with why; it never reaches a subscriber.
 */
export function streamWebhookRoute(webhooks: StreamWebhooks, metrics: LiveMetrics, maxBytes: number): Route {
  return {
    matches: exactPath(STREAM_WEBHOOK_PATH),
    handle(exchange) {
      const { req } = exchange;
      const refuse = (reason: Refusal): void => {
        metrics.webhookRefused(reason);
        const [status, code, message] = REFUSALS[reason];
        if (reason === 'method') exchange.res.setHeader('allow', 'POST');
        const extensions = { code, reason, requestId: exchange.requestId };
        sendJson(exchange.res, status, { errors: [{ message, extensions }] });
      };
      if (req.method !== 'POST') return refuse('method');
      const signature = signatureOf(exchange.headers);
      if ('problem' in signature) return refuse(signature.problem);
      if (Number(req.headers['content-length'] ?? 0) > maxBytes) return refuse('oversized');
      void readCapped(req, maxBytes).then(
        (body) => {
          if (body === undefined) return refuse('oversized');
          answer(exchange, webhooks.receive({ body, signature: signature.signature }), refuse);
        },
        () => exchange.res.destroy(),
      );
    },
  };
}

function answer(exchange: Exchange, outcome: WebhookOutcome, refuse: (reason: Refusal) => void): void {
  if ('refused' in outcome) refuse(outcome.refused);
  else if ('forwarded' in outcome) sendJson(exchange.res, 202, { forwarded: true });
  else sendJson(exchange.res, 200, { delivered: outcome.delivered });
}

/** The body, or undefined once it passes `maxBytes` (the rest is not read: the connection is closed after the answer). */
function readCapped(req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.removeAllListeners('data');
        req.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}
