import { Counter, Gauge, type Registry } from 'prom-client';
import type { LiveMetrics } from '../live/liveHub.js';

/** Subscriptions on /metrics: open streams, deliveries, polls and refused webhooks (docs/observability.md). */
export function liveMetrics(registry: Registry): LiveMetrics {
  const open = new Gauge({
    name: 'bunny_gateway_live_subscriptions',
    help: 'Open subscriptions on this replica, by source: poll or webhook.',
    labelNames: ['source'],
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'bunny_gateway_live_deliveries_total',
    help: 'Events handed to subscribers, by source: poll or webhook.',
    labelNames: ['source'],
    registers: [registry],
  });
  const polls = new Counter({
    name: 'bunny_gateway_live_polls_total',
    help: 'Polls for subscriptions, by outcome: changed, same, failed, or held (poll budget or a 429 hold, not sent).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'bunny_gateway_live_webhook_refusals_total',
    help: 'Stream webhooks refused (never delivered), by reason: unsigned, signature, oversized, malformed, unknown-library, method.',
    labelNames: ['reason'],
    registers: [registry],
  });
  const leases = new Counter({
    name: 'bunny_gateway_live_poll_leases_total',
    help: "Shared polls' Redis leases, by outcome: acquired, lost (another replica took it), released, alone (Redis did not answer: polled locally).",
    labelNames: ['outcome'],
    registers: [registry],
  });
  const held = new Gauge({
    name: 'bunny_gateway_live_poll_leases_held',
    help: 'Shared polls this replica reads for every replica (it holds their Redis lease).',
    registers: [registry],
  });
  return {
    open: (source, delta) => open.labels(source).inc(delta),
    delivered: (source) => deliveries.labels(source).inc(),
    polled: (outcome) => polls.labels(outcome).inc(),
    webhookRefused: (reason) => refusals.labels(reason).inc(),
    lease: (outcome, count) => {
      leases.labels(outcome).inc();
      held.set(count);
    },
  };
}
