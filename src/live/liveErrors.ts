import { GatewayError } from '../errors/gatewayError.js';

/**
 * The errors of subscriptions' limits, each naming the variable that sets it: a refusal before the stream opens, or
 * the last event of a stream the gateway ends.
 */
function limitError(message: string): GatewayError {
  return new GatewayError(message, { code: 'RATE_LIMITED', service: 'gateway' });
}

export const perKeyLimit = (max: number): GatewayError =>
  limitError(
    `This key already holds ${max} open subscriptions on this gateway (LIVE_MAX_PER_KEY); close one before opening another.`,
  );

export const perReplicaLimit = (max: number): GatewayError =>
  limitError(
    `This gateway replica holds its maximum of ${max} open subscriptions (LIVE_MAX_PER_REPLICA); try again shortly, another replica may take it.`,
  );

export const lifetimeReached = (ms: number): GatewayError =>
  limitError(
    `This subscription reached its maximum lifetime of ${Math.round(ms / 1000)} s (LIVE_MAX_LIFETIME_MS); subscribe again to keep watching (the first event is the current state, so nothing is lost).`,
  );

export const slowReader = (max: number): GatewayError =>
  limitError(
    `This subscription left ${max} events unread and was dropped (LIVE_MAX_QUEUED_EVENTS); read its stream faster, then subscribe again.`,
  );

export const draining = (): GatewayError =>
  new GatewayError('This gateway replica is shutting down; subscribe again (another replica will take it).', {
    code: 'UPSTREAM_UNAVAILABLE',
    service: 'gateway',
  });

export const pollBudgetSpent = (perMinute: number): GatewayError =>
  limitError(
    `This key reached its budget of ${perMinute} polls a minute for subscriptions (LIVE_POLLS_PER_KEY_PER_MINUTE); the poll waits for the next minute.`,
  );
