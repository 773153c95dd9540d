import { describe, expect, it } from 'vitest';
import { LiveHub } from '../../src/live/liveHub.js';
import { liveConfig } from '../../src/liveConfig.js';

const hub = (env: Record<string, string> = {}) => new LiveHub(liveConfig(env));

describe('the live hub', () => {
  it('refuses a key past LIVE_MAX_PER_KEY and a replica past LIVE_MAX_PER_REPLICA, naming each', () => {
    const live = hub({ LIVE_MAX_PER_KEY: '2', LIVE_MAX_PER_REPLICA: '3' });
    live.open('a', 'poll', () => undefined);
    live.open('a', 'poll', () => undefined);
    expect(() => live.open('a', 'poll', () => undefined)).toThrow(/LIVE_MAX_PER_KEY/);
    live.open('b', 'poll', () => undefined);
    expect(() => live.open('c', 'poll', () => undefined)).toThrow(/LIVE_MAX_PER_REPLICA/);
  });

  it('frees a place when a subscription closes, and calls its onClose once', async () => {
    const live = hub({ LIVE_MAX_PER_KEY: '1' });
    let closed = 0;
    const channel = live.open('a', 'poll', () => {
      closed += 1;
    });
    await channel.return();
    await channel.return();
    expect(closed).toBe(1);
    expect(live.openCount).toBe(0);
    expect(() => live.open('a', 'poll', () => undefined)).not.toThrow();
  });

  it('drops a reader that leaves LIVE_MAX_QUEUED_EVENTS unread, with an error naming the limit', async () => {
    const channel = hub({ LIVE_MAX_QUEUED_EVENTS: '2' }).open<number>('a', 'poll', () => undefined);
    expect(channel.push(1)).toBe(true);
    expect(channel.push(2)).toBe(true);
    expect(channel.push(3)).toBe(false);
    const last = await channel.next();
    expect(last.value && 'end' in last.value ? last.value.end.message : '').toMatch(/LIVE_MAX_QUEUED_EVENTS/);
    expect((await channel.next()).done).toBe(true);
  });

  it('ends a subscription at LIVE_MAX_LIFETIME_MS with an error naming it', async () => {
    const channel = hub({ LIVE_MAX_LIFETIME_MS: '1000' }).open<number>('a', 'poll', () => undefined);
    const started = Date.now();
    const last = await channel.next();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(last.value && 'end' in last.value ? last.value.end.message : '').toMatch(/LIVE_MAX_LIFETIME_MS/);
  });

  it('refuses new subscriptions once draining', () => {
    const live = hub();
    live.beginDrain();
    expect(() => live.open('a', 'poll', () => undefined)).toThrow(/shutting down/);
  });
});
