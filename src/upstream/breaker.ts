import { STORAGE_HOSTNAMES } from './storageHosts.js';
import type { UpstreamHost } from './types.js';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerSettings {
  failureThreshold: number;
  cooldownMs: number;
}

/**
 * A circuit breaker per upstream host. After `failureThreshold` consecutive failures (transport faults, timeouts,
 * 502/503/504) the host is "open": calls fail fast without touching the network. After `cooldownMs` one probe
 * is let through (half-open); its success closes the breaker, its failure opens it for another cool-down.
 */
export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private probeInFlight = false;

  constructor(
    private readonly settings: BreakerSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a call may go out now. In half-open state only one probe at a time is allowed. */
  tryAcquire(): boolean {
    this.state = this.current();
    if (this.state === 'closed') return true;
    if (this.state === 'half-open' && !this.probeInFlight) {
      this.probeInFlight = true;
      return true;
    }
    return false;
  }

  recordSuccess(): void {
    this.state = 'closed';
    this.failures = 0;
    this.probeInFlight = false;
  }

  recordFailure(): void {
    this.probeInFlight = false;
    this.failures += 1;
    // Calls that were already in flight when the breaker opened must not push its cool-down further out.
    if (this.state === 'open') return;
    if (this.state === 'half-open' || this.failures >= this.settings.failureThreshold) {
      this.state = 'open';
      this.openedAt = this.now();
    }
  }

  /** A call that ended with neither verdict (e.g. the caller went away) frees the probe slot. */
  release(): void {
    this.probeInFlight = false;
  }

  current(): BreakerState {
    if (this.state === 'open' && this.now() - this.openedAt >= this.settings.cooldownMs) return 'half-open';
    return this.state;
  }
}

const READINESS_HOSTS: readonly UpstreamHost[] = ['api', 'video', 'originLogs'];

export class CircuitBreakers {
  readonly byHost: Record<UpstreamHost, CircuitBreaker>;

  constructor(settings: BreakerSettings, now?: () => number) {
    const hosts: readonly UpstreamHost[] = ['api', 'video', 'originLogs', ...STORAGE_HOSTNAMES];
    this.byHost = Object.fromEntries(hosts.map((host) => [host, new CircuitBreaker(settings, now)])) as Record<
      UpstreamHost,
      CircuitBreaker
    >;
  }

  /**
   * Ready means at least one of the api, video and origin-log hosts can be called: the storage hosts, called only for
   * Edge Storage (and never while unused), do not keep ready a gateway whose other hosts all fail.
   */
  anyClosed(): boolean {
    return READINESS_HOSTS.some((host) => this.byHost[host].current() !== 'open');
  }
}
