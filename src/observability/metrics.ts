import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { droppedLogLines } from '../logging/logger.js';
import { PlainCounter, PlainHistogram } from './plainMetrics.js';
import type { RequestSummary } from '../observability/requestSummary.js';
import type { CircuitBreakers } from '../upstream/breaker.js';
import type { UpstreamObserver } from '../upstream/observer.js';
import type { UpstreamHost } from '../upstream/types.js';

/**
 * Prometheus metrics, served on /metrics: GraphQL operations, upstream calls, retries, breaker states and in-flight
 * requests, all recorded by the gateway itself (yoga's Prometheus plugin recorded the same operations a second
 * time, at ~30 µs a request). Labels are low cardinality by construction: route templates, never raw paths, ids
 * or keys.
 */
export interface GatewayMetrics {
  readonly registry: Registry;
  readonly observer: UpstreamObserver;
  readonly inFlight: Gauge;
  /**
   * Counts and times one GraphQL request by operation type, root field and outcome. A request refused before
   * execution (syntax, validation, limits) counts as operation type and root field `none`, outcome `error`.
   */
  recordOperation(summary: RequestSummary, seconds: number): void;
}

/**
 * The cells a request records into, per label combination (one lookup for all of a combination's series), made on
 * first use (plainMetrics.ts). The keys are bounded like the labels.
 */
class Children<Values extends string[], T> {
  private readonly byKey = new Map<string, T>();

  constructor(private readonly make: (...values: Values) => T) {}

  get(...values: Values): T {
    const key = values.join('\u0000');
    let child = this.byKey.get(key);
    if (child === undefined) {
      child = this.make(...values);
      this.byKey.set(key, child);
    }
    return child;
  }
}

const BREAKER_STATE_VALUE = { closed: 0, 'half-open': 1, open: 2 } as const;

/** `breakers` are read whenever /metrics is scraped. */
export function createMetrics(breakers: CircuitBreakers): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bunny_gateway_' });

  const upstreamDuration = new PlainHistogram(
    'bunny_gateway_upstream_request_duration_seconds',
    'Duration of upstream attempts by host, route template, method and status (status "error" when bunny.net did not answer).',
    ['host', 'service', 'route', 'method', 'status'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registry,
  );
  const upstreamRequests = new PlainCounter(
    'bunny_gateway_upstream_requests_total',
    'Upstream attempts by host, route template, method, status and gateway error code ("none" on success).',
    ['host', 'service', 'route', 'method', 'status', 'code'],
    registry,
  );
  const retries = new PlainCounter(
    'bunny_gateway_upstream_retries_total',
    'Upstream attempts that were followed by a retry.',
    ['host', 'route'],
    registry,
  );
  const breakerRejections = new Counter({
    name: 'bunny_gateway_circuit_breaker_rejections_total',
    help: 'Calls refused without contacting bunny.net because the host circuit breaker was open.',
    labelNames: ['host'],
    registers: [registry],
  });
  const operations = new PlainCounter(
    'bunny_gateway_graphql_operations_total',
    'GraphQL operations by type, root field (or "multiple") and outcome (success, partial, error).',
    ['operation_type', 'root_field', 'outcome'],
    registry,
  );
  const operationDuration = new PlainHistogram(
    'bunny_gateway_graphql_operation_duration_seconds',
    'Duration of GraphQL operations by type and root field, from the first byte to the last.',
    ['operation_type', 'root_field'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registry,
  );
  new Counter({
    name: 'bunny_gateway_log_lines_dropped_total',
    help: 'Log lines dropped because stdout did not keep up (LOG_BUFFER_MAX_BYTES of lines were waiting to be written).',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(droppedLogLines());
    },
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

  const preparedRequests = new PlainCounter(
    'bunny_gateway_graphql_prepared_requests_total',
    'GraphQL requests answered by a prepared operation: a document executed before, run compiled without the per-request hooks.',
    [],
    registry,
  ).cell();

  type AttemptLabels = [host: string, service: string, route: string, method: string, status: string, code: string];
  const attempts = new Children((...[host, service, route, method, status, code]: AttemptLabels) => ({
    duration: upstreamDuration.cell(host, service, route, method, status),
    count: upstreamRequests.cell(host, service, route, method, status, code),
    retries: retries.cell(host, route),
  }));
  const observer: UpstreamObserver = {
    attemptFinished(attempt) {
      const status = attempt.status === undefined ? 'error' : String(attempt.status);
      const code = attempt.errorCode ?? 'none';
      const child = attempts.get(attempt.host, attempt.service, attempt.route, attempt.method, status, code);
      child.duration.observe(attempt.durationMs / 1000);
      child.count.inc();
      if (attempt.willRetry) child.retries.inc();
    },
    breakerRejected(host: UpstreamHost) {
      breakerRejections.inc({ host });
    },
  };

  const outcomes = new Children((type: string, rootField: string, outcome: string) => ({
    count: operations.cell(type, rootField, outcome),
    duration: operationDuration.cell(type, rootField),
  }));
  return {
    registry,
    observer,
    inFlight,
    recordOperation(summary, seconds) {
      const { operationType, rootField, errorCodes } = summary;
      const refused = !operationType || !rootField;
      // Probes, /metrics and GraphiQL's scripts end here too, with neither an operation nor an error.
      if (refused && errorCodes.length === 0) return;
      const outcome = errorCodes.length === 0 ? 'success' : summary.hadData ? 'partial' : 'error';
      const child = refused ? outcomes.get('none', 'none', 'error') : outcomes.get(operationType, rootField, outcome);
      child.count.inc();
      child.duration.observe(seconds);
      if (summary.prepared) preparedRequests.inc();
    },
  };
}
