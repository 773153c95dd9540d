import { GatewayError } from '../errors/gatewayError.js';

/**
 * The hard cap on upstream calls of one GraphQL request (MAX_UPSTREAM_CALLS). One request, however it is written
 * (a hundred `nodes` ids, aliased mutations), cannot turn into an unbounded burst against bunny.net under the
 * caller's key. A call counts when it would go upstream: reads the session shares count once, and retries of a call
 * are the same call (they are bounded on their own by RETRY_MAX and the retry budget, and counting them would make a
 * request's answer depend on how healthy bunny.net was).
 */
export class CallBudget {
  #used = 0;

  constructor(private readonly max: number) {}

  /** The calls taken so far: the request's actual upstream calls, which `extensions.cost.actual` reports. */
  get used(): number {
    return this.#used;
  }

  /** Takes one call from the budget, or throws, before anything is sent, when the budget is spent. */
  take(): void {
    if (this.#used >= this.max) throw budgetSpent(this.max);
    this.#used += 1;
  }
}

function budgetSpent(max: number): GatewayError {
  return new GatewayError(
    `This request reached its budget of ${max} upstream calls (MAX_UPSTREAM_CALLS), so this field was not read from ` +
      'bunny.net. Ask for fewer records or aliases in one request, or split it into several requests.',
    { code: 'BAD_USER_INPUT', service: 'gateway' },
  );
}
