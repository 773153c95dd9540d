import { GatewayError } from '../errors/gatewayError.js';
import type { LiveChannel } from './channel.js';
import { pollBudgetSpent } from './liveErrors.js';
import type { LiveHub } from './liveHub.js';
import { PollBudget } from './pollBudget.js';
import { ALONE, fingerprintHash, type PollLeases } from './pollLeases.js';

/** What a subscription polls: one record, read with the subscriber's own key. */
export interface PollSpec<T> {
  /** The record, unique across areas, e.g. `containers:app:<appId>`. */
  readonly record: string;
  /** Reads the record now, with this subscriber's key (a fresh upstream session of its request each time). */
  read(): Promise<T>;
  /** What subscribers wait on (a status, the regions' rollout): an event goes out only when it changes. */
  fingerprint(value: T): string;
}

/** One poll: every subscriber of one key and one record, on this replica. */
interface Poll<T> {
  /** `<keyHash> <record>`: the poll's name here and in Redis (pollLeases.ts). */
  readonly key: string;
  readonly keyHash: string;
  readonly spec: PollSpec<T>;
  /** Each subscriber's channel and its own read; the poll reads with any one of them (they share the key). */
  readonly readers: Map<LiveChannel<T>, () => Promise<T>>;
  first: Promise<T> | undefined;
  current: { value: T; fingerprint: string } | undefined;
  timer: NodeJS.Timeout | undefined;
}

/** bunny.net's answers that end a subscription: the record or the key is no longer there. */
const FINAL_CODES: ReadonlySet<string> = new Set(['NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN']);

/**
 * Polling where bunny.net pushes nothing: ONE poll per key (hashed) and record, however many subscribers watch it,
 * started by the first, stopped when the last leaves; across replicas, only the holder of the poll's lease reads it
 * each interval, and the others read once when it publishes a change (pollLeases.ts). Each subscriber gets the current state first (the poll's last
 * read, or the read in flight: a hundred subscribers joining at once cost one call), then an event whenever the
 * fingerprint changes. Polls count against the key's budget (pollBudget.ts); a key held by a 429 (upstream/
 * rateLimitHolds.ts) is not polled at all, since its reads are refused before they are sent.
 */
export class SharedPolls {
  private readonly polls = new Map<string, Poll<unknown>>();
  private readonly budget: PollBudget;
  private leases: PollLeases = ALONE;

  constructor(private readonly hub: LiveHub) {
    this.budget = new PollBudget(hub.config.pollsPerKeyPerMinute);
  }

  /** Shares each poll with the other replicas (Redis): from now on only the lease's holder reads each interval. */
  share(leases: PollLeases): void {
    this.leases = leases;
  }

  /** Another replica's poll saw a change (the hash of its fingerprint): this one reads once if it has not seen it. */
  changedElsewhere(key: string, hash: string): void {
    const poll = this.polls.get(key);
    if (poll?.current === undefined || fingerprintHash(poll.current.fingerprint) === hash) return;
    void this.refresh(poll, false);
  }

  /** Redis is back: every poll reads once, since changes published while it was away were lost. */
  catchUp(): void {
    for (const poll of this.polls.values()) if (poll.current !== undefined) void this.refresh(poll, true);
  }

  /** A subscriber's channel, its first event the record as it is now; throws (no stream) when it cannot be read. */
  async watch<T>(keyHash: string, spec: PollSpec<T>): Promise<LiveChannel<T>> {
    const key = `${keyHash} ${spec.record}`;
    // Opened first: a subscriber over a limit starts no poll.
    const channel = this.hub.open<T>(keyHash, 'poll', () => this.leave(key, poll, channel));
    const poll = (this.polls.get(key) as Poll<T> | undefined) ?? this.start(key, keyHash, spec);
    poll.readers.set(channel, spec.read);
    try {
      const current = poll.current?.value ?? (await this.firstRead(poll));
      channel.push(current);
      this.hub.metrics.delivered('poll');
      return channel;
    } catch (error) {
      await channel.return();
      throw error;
    }
  }

  /** Polls running on this replica. */
  get size(): number {
    return this.polls.size;
  }

  private start<T>(key: string, keyHash: string, spec: PollSpec<T>): Poll<T> {
    const poll: Poll<T> = {
      key,
      keyHash,
      spec,
      readers: new Map(),
      first: undefined,
      current: undefined,
      timer: undefined,
    };
    this.polls.set(key, poll as Poll<unknown>);
    return poll;
  }

  private firstRead<T>(poll: Poll<T>): Promise<T> {
    poll.first ??= this.read(poll).then(
      (value) => {
        poll.current = { value, fingerprint: poll.spec.fingerprint(value) };
        this.schedule(poll);
        return value;
      },
      (error: unknown) => {
        poll.first = undefined;
        throw error;
      },
    );
    return poll.first;
  }

  /** One read with a current subscriber's key, under the key's poll budget. */
  private async read<T>(poll: Poll<T>): Promise<T> {
    const reader = poll.readers.values().next().value;
    if (reader === undefined)
      throw new GatewayError('No subscriber is left to poll for.', { code: 'NOT_FOUND', service: 'gateway' });
    if (!this.budget.take(poll.keyHash)) {
      this.hub.metrics.polled('held');
      throw pollBudgetSpent(this.hub.config.pollsPerKeyPerMinute);
    }
    return reader();
  }

  private schedule<T>(poll: Poll<T>): void {
    poll.timer = setTimeout(() => void this.tick(poll), this.hub.config.pollIntervalMs);
    poll.timer.unref();
  }

  private async tick<T>(poll: Poll<T>): Promise<void> {
    poll.timer = undefined;
    if (poll.readers.size === 0) return;
    const holds = await this.leases.claim(poll.key);
    // The last subscriber may have left while the claim was on its way: the lease goes back at once.
    if (holds && this.polls.get(poll.key) !== poll) this.leases.release(poll.key);
    else if (holds) await this.refresh(poll, true);
    if (poll.readers.size > 0 && poll.timer === undefined) this.schedule(poll);
  }

  /** One read; a change goes to this replica's subscribers, and (`publish`) is told to the other replicas. */
  private async refresh<T>(poll: Poll<T>, publish: boolean): Promise<void> {
    if (poll.readers.size === 0) return;
    try {
      const value = await this.read(poll);
      const fingerprint = poll.spec.fingerprint(value);
      const changed = fingerprint !== poll.current?.fingerprint;
      this.hub.metrics.polled(changed ? 'changed' : 'same');
      if (!changed) return;
      this.emit(poll, value, fingerprint);
      if (publish) this.leases.changed(poll.key, fingerprint);
    } catch (error) {
      this.failed(poll, error);
    }
  }

  private emit<T>(poll: Poll<T>, value: T, fingerprint: string): void {
    poll.current = { value, fingerprint };
    for (const channel of poll.readers.keys()) if (channel.push(value)) this.hub.metrics.delivered('poll');
  }

  /** A record or key gone ends every subscriber with bunny.net's error; anything else waits for the next poll. */
  private failed<T>(poll: Poll<T>, error: unknown): void {
    const code = error instanceof GatewayError ? String(error.extensions['code']) : '';
    if (code === 'RATE_LIMITED') {
      this.hub.metrics.polled('held');
      return;
    }
    this.hub.metrics.polled('failed');
    if (error instanceof GatewayError && FINAL_CODES.has(code))
      for (const channel of poll.readers.keys()) channel.end(error);
  }

  private leave<T>(key: string, poll: Poll<T>, channel: LiveChannel<T>): void {
    poll.readers.delete(channel);
    if (poll.readers.size > 0) return;
    if (poll.timer) clearTimeout(poll.timer);
    if (this.polls.get(key) === poll) this.polls.delete(key);
    this.leases.release(key);
  }
}
