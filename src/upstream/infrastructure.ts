import type { Config } from '../config.js';
import type { CircuitBreakers } from './breaker.js';
import type { UpstreamObserver } from './observer.js';
import type { UpstreamPools } from './pools.js';
import type { RateLimitHolds } from './rateLimitHolds.js';
import type { RetryBudget } from './retryPolicy.js';

/** Process-wide pieces the per-request sessions share. None of them holds caller state. */
export interface UpstreamInfrastructure {
  readonly config: Config;
  readonly pools: UpstreamPools;
  readonly breakers: CircuitBreakers;
  readonly retryBudget: RetryBudget;
  readonly observer: UpstreamObserver;
  /** Keys bunny.net asked to slow down, per host (429 with Retry-After), shared by the replicas. */
  readonly holds: RateLimitHolds;
}
