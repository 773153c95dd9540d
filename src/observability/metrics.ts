import { usePrometheus } from '@graphql-yoga/plugin-prometheus';
import type { Plugin } from 'graphql-yoga';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { GatewayContext, RequestSummary } from '../context.js';
import type { CircuitBreakers } from '../upstream/breaker.js';
import type { UpstreamObserver } from '../upstream/observer.js';
import type { UpstreamHost } from '../upstream/types.js';

/**
 * Prometheus metrics, served on /metrics. GraphQL request counts and durations come from yoga's Prometheus
 * plugin; upstream calls, retries, breaker states and in-flight requests are the gateway's own. Labels are low
 * cardinality by construction: route templates, never raw paths, ids or keys.
 */
export interface GatewayMetrics {
  readonly registry: Registry;
  readonly yogaPlugin: Plugin<GatewayContext>;
  readonly observer: UpstreamObserver;
  readonly inFlight: Gauge;
  /** Counts and times one GraphQL request by operation type, root field and outcome. */
  recordOperation(summary: RequestSummary, seconds: number): void;
}

const BREAKER_STATE_VALUE = { closed: 0, 'half-open': 1, open: 2 } as const;

/** `breakers` are read whenever /metrics is scraped. */
export function createMetrics(breakers: CircuitBreakers): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bunny_gateway_' });

  const upstreamDuration = new Histogram({
    name: 'bunny_gateway_upstream_request_duration_seconds',
    help: 'Duration of upstream attempts by host, route template, method and status (status "error" when bunny.net did not answer).',
    labelNames: ['host', 'service', 'route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamRequests = new Counter({
    name: 'bunny_gateway_upstream_requests_total',
    help: 'Upstream attempts by host, route template, method, status and gateway error code ("none" on success).',
    labelNames: ['host', 'service', 'route', 'method', 'status', 'code'],
    registers: [registry],
  });
  const retries = new Counter({
    name: 'bunny_gateway_upstream_retries_total',
    help: 'Upstream attempts that were followed by a retry.',
    labelNames: ['host', 'route'],
    registers: [registry],
  });
  const breakerRejections = new Counter({
    name: 'bunny_gateway_circuit_breaker_rejections_total',
    help: 'Calls refused without contacting bunny.net because the host circuit breaker was open.',
    labelNames: ['host'],
    registers: [registry],
  });
  const operations = new Counter({
    name: 'bunny_gateway_graphql_operations_total',
    help: 'GraphQL operations by type, root field (or "multiple") and outcome (success, partial, error).',
    labelNames: ['operation_type', 'root_field', 'outcome'],
    registers: [registry],
  });
  const operationDuration = new Histogram({
    name: 'bunny_gateway_graphql_operation_duration_seconds',
    help: 'Duration of GraphQL operations by type and root field, from the first byte to the last.',
    labelNames: ['operation_type', 'root_field'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'bunny_gateway_http_requests_in_flight',
    help: 'HTTP requests being served.',
    registers: [registry],
  });
  new Gauge({
    name: 'bunny_gateway_circuit_breaker_state',
    help: 'Circuit breaker state per upstream host: 0 closed, 1 half-open, 2 open.',
    labelNames: ['host'],
    registers: [registry],
    collect() {
      for (const [host, breaker] of Object.entries(breakers.byHost))
        this.set({ host }, BREAKER_STATE_VALUE[breaker.current()]);
    },
  });

  const observer: UpstreamObserver = {
    attemptFinished(attempt) {
      const status = attempt.status === undefined ? 'error' : String(attempt.status);
      const labels = {
        host: attempt.host,
        service: attempt.service,
        route: attempt.route,
        method: attempt.method,
        status,
      };
      upstreamDuration.observe(labels, attempt.durationMs / 1000);
      upstreamRequests.inc({ ...labels, code: attempt.errorCode ?? 'none' });
      if (attempt.willRetry) retries.inc({ host: attempt.host, route: attempt.route });
    },
    breakerRejected(host: UpstreamHost) {
      breakerRejections.inc({ host });
    },
  };

  const yogaPlugin = usePrometheus({
    registry,
    endpoint: false,
    metrics: {
      graphql_envelop_request: true,
      graphql_envelop_request_duration: true,
      graphql_envelop_error_result: true,
      graphql_yoga_http_duration: true,
      graphql_envelop_request_time_summary: false,
      graphql_envelop_deprecated_field: false,
      graphql_envelop_phase_parse: false,
      graphql_envelop_phase_validate: false,
      graphql_envelop_phase_context: false,
      graphql_envelop_phase_execute: false,
      graphql_envelop_phase_subscribe: false,
      graphql_envelop_schema_change: false,
    },
    // Client-chosen operation names and error paths (which carry aliases) would make a new series per name, and
    // anyone can send them, keys or not; bunny_gateway_graphql_operations_total labels by root field instead,
    // bounded by the schema.
    labels: { url: false, operationName: false, path: false },
  }) as Plugin<GatewayContext>;

  return {
    registry,
    yogaPlugin,
    observer,
    inFlight,
    recordOperation(summary, seconds) {
      if (!summary.operationType || !summary.rootField) return;
      const labels = { operation_type: summary.operationType, root_field: summary.rootField };
      const outcome = summary.errorCodes.length === 0 ? 'success' : summary.hadData ? 'partial' : 'error';
      operations.inc({ ...labels, outcome });
      operationDuration.observe(labels, seconds);
    },
  };
}
