import { Counter, type Registry } from 'prom-client';
import type { SharedStateMetrics } from '../redis/sharedState.js';

/** The response cache's reads (hits and misses) and Redis's failures, on /metrics. */
export function sharedStateMetrics(registry: Registry): SharedStateMetrics {
  const reads = new Counter({
    name: 'bunny_gateway_response_cache_reads_total',
    help: 'Reads of the response cache, by result: hit (answered from the cache) or miss.',
    labelNames: ['result'],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'bunny_gateway_redis_failures_total',
    help: 'Redis operations given up (Redis down, slow or refusing), by what they were for: the gateway answered without it.',
    labelNames: ['operation'],
    registers: [registry],
  });
  const hit = reads.labels('hit');
  const miss = reads.labels('miss');
  return {
    cacheRead: (found) => (found ? hit : miss).inc(),
    failed: (operation) => failures.labels(operation).inc(),
  };
}
