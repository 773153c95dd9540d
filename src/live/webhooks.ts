import { randomUUID } from 'node:crypto';
import type { LiveChannel } from './channel.js';
import type { LiveHub } from './liveHub.js';
import { type SignedBody, signedWith } from './webhookSignature.js';

/** What a webhook says, and what a `videoStatusChanged` subscriber receives before it reads the video with its key. */
export interface VideoStatusEvent {
  readonly videoLibraryId: number;
  readonly videoId: string;
  /** bunny.net's status number (0-10); null for the current state read on connect or after Redis came back. */
  readonly status: number | null;
}

/** One subscriber of a library's webhooks. */
interface Watcher {
  readonly channel: LiveChannel<VideoStatusEvent>;
  /** Only this video's events; undefined: every video of the library. */
  readonly videoId: string | undefined;
  /** The library's read-only key, looked up with the subscriber's own key; held only while it watches. */
  readonly readOnlyKey: string;
}

/** How the gateway tells the other replicas of a webhook (live/redisFanout.ts); absent, a process works alone. */
export interface WebhookFanout {
  publish(message: string): void;
}

/** What became of a webhook received on this replica. */
export type WebhookOutcome =
  | { readonly delivered: number }
  | { readonly forwarded: true }
  | { readonly refused: 'malformed' | 'signature' | 'unknown-library' };

/**
 * Stream's webhooks, verified and delivered. A webhook is verified with the read-only key of its library that a
 * current subscriber's key looked up (the gateway holds no key of its own), over the raw bytes, in constant time;
 * nothing unverified reaches a subscriber. A replica that has no subscriber of the library hands the signed body to
 * the others (Redis), each of which verifies it with its own subscribers' key: every replica delivers each webhook
 * to its own subscribers, once.
 */
export class StreamWebhooks {
  private readonly byLibrary = new Map<number, Set<Watcher>>();
  /** This replica, in what it publishes: its own messages come back from Redis and are not delivered twice. */
  private readonly origin = randomUUID();
  private fanout: WebhookFanout | undefined;

  constructor(private readonly hub: LiveHub) {}

  /** Sends every webhook received here to the other replicas too. */
  connect(fanout: WebhookFanout): void {
    this.fanout = fanout;
  }

  /** A subscriber of a library (or one of its videos), its channel opened under the hub's limits. */
  watch(
    keyHash: string,
    videoLibraryId: number,
    videoId: string | undefined,
    readOnlyKey: string,
  ): LiveChannel<VideoStatusEvent> {
    const watchers = this.byLibrary.get(videoLibraryId) ?? new Set<Watcher>();
    const channel = this.hub.open<VideoStatusEvent>(keyHash, 'webhook', () => {
      watchers.delete(watcher);
      if (watchers.size === 0 && this.byLibrary.get(videoLibraryId) === watchers) this.byLibrary.delete(videoLibraryId);
    });
    const watcher: Watcher = { channel, videoId, readOnlyKey };
    watchers.add(watcher);
    this.byLibrary.set(videoLibraryId, watchers);
    return channel;
  }

  /** Whether someone on this replica watches the library (and so a key to verify its webhooks is at hand). */
  watches(videoLibraryId: number): boolean {
    return this.byLibrary.has(videoLibraryId);
  }

  /** A webhook POSTed to this replica: verified and delivered here, and handed to the other replicas. */
  receive(signed: SignedBody): WebhookOutcome {
    const event = eventOf(signed.body);
    if (event === undefined) return { refused: 'malformed' };
    if (!this.watches(event.videoLibraryId)) {
      if (this.fanout === undefined) return { refused: 'unknown-library' };
      this.publish(signed);
      return { forwarded: true };
    }
    const delivered = this.deliver(signed, event);
    if (delivered === undefined) return { refused: 'signature' };
    this.publish(signed);
    return { delivered };
  }

  /** A webhook another replica received: delivered to this one's subscribers if its signature holds here. */
  receiveForwarded(message: string): void {
    const forwarded = parseForwarded(message);
    if (forwarded === undefined || forwarded.origin === this.origin) return;
    const event = eventOf(forwarded.signed.body);
    if (event === undefined || !this.watches(event.videoLibraryId)) return;
    if (this.deliver(forwarded.signed, event) === undefined) this.hub.metrics.webhookRefused('signature');
  }

  /**
   * After Redis came back: webhooks other replicas received meanwhile were lost, so every subscriber of one video
   * reads it again (its subscription answers the video as it is now).
   */
  catchUp(): void {
    for (const [videoLibraryId, watchers] of this.byLibrary) {
      for (const { channel, videoId } of watchers) {
        if (videoId !== undefined && channel.push({ videoLibraryId, videoId, status: null }))
          this.hub.metrics.delivered('webhook');
      }
    }
  }

  /** The subscribers' count it reached, or undefined when no watcher's key verifies the signature. */
  private deliver(signed: SignedBody, event: VideoStatusEvent): number | undefined {
    const watchers = [...(this.byLibrary.get(event.videoLibraryId) ?? [])];
    const keys = new Set(watchers.map((watcher) => watcher.readOnlyKey));
    if (![...keys].some((key) => signedWith(signed, key))) return undefined;
    let delivered = 0;
    for (const { channel, videoId } of watchers) {
      if (videoId !== undefined && videoId !== event.videoId) continue;
      if (channel.push(event)) delivered += 1;
    }
    for (let i = 0; i < delivered; i += 1) this.hub.metrics.delivered('webhook');
    return delivered;
  }

  private publish(signed: SignedBody): void {
    const message = { origin: this.origin, body: signed.body.toString('base64'), signature: signed.signature };
    this.fanout?.publish(JSON.stringify(message));
  }
}

/** bunny.net's webhook body: `{"VideoLibraryId": 123, "VideoGuid": "…", "Status": 3}`. */
function eventOf(body: Buffer): VideoStatusEvent | undefined {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    const { VideoLibraryId, VideoGuid, Status } = parsed;
    if (!Number.isSafeInteger(VideoLibraryId) || typeof VideoGuid !== 'string' || VideoGuid === '') return undefined;
    if (!Number.isInteger(Status) || (Status as number) < 0 || (Status as number) > 10) return undefined;
    return { videoLibraryId: VideoLibraryId as number, videoId: VideoGuid, status: Status as number };
  } catch {
    return undefined;
  }
}

function parseForwarded(message: string): { origin: string; signed: SignedBody } | undefined {
  try {
    const { origin, body, signature } = JSON.parse(message) as Record<string, unknown>;
    if (typeof origin !== 'string' || typeof body !== 'string' || typeof signature !== 'string') return undefined;
    if (!/^[0-9a-f]{64}$/.test(signature)) return undefined;
    return { origin, signed: { body: Buffer.from(body, 'base64'), signature } };
  } catch {
    return undefined;
  }
}
