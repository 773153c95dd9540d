import type { LiveChannel, LiveEvent } from '../../live/channel.js';
import type { PollSpec } from '../../live/sharedPolls.js';
import type { RequestScope } from '../../request/scope.js';

/**
 * What a subscription field's `resolve` makes of one event: its value, each event running with a renewed upstream
 * session (a fresh deadline, budget and shared reads: the links below it read the records as they are now), or the
 * error that ends the subscription (a limit, the record gone), which the caller reads as the last event's error.
 */
export function liveValue<T>(event: LiveEvent<T>, scope: RequestScope): T {
  if ('end' in event) throw event.end;
  scope.renew();
  return event.value;
}

/** A subscriber of a shared poll (live/sharedPolls.ts): `read` runs with a fresh session of the subscriber's. */
export function watchPoll<T>(
  scope: RequestScope,
  record: string,
  read: (fresh: RequestScope) => Promise<T>,
  fingerprint: (value: T) => string,
): Promise<LiveChannel<T>> {
  const spec: PollSpec<T> = { record, read: () => read(scope.sibling()), fingerprint };
  return scope.live.polls.watch(scope.keyHash, spec);
}

/** A channel whose first event is `first` (what the subscription read before its stream opened). */
export function startingWith<F, T>(first: F, channel: LiveChannel<T>): AsyncIterableIterator<F | LiveEvent<T>> {
  let sent = false;
  return {
    next: async () => {
      if (sent) return channel.next();
      sent = true;
      return { value: first, done: false };
    },
    return: () => channel.return(),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
