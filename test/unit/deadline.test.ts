import { getEventListeners } from 'node:events';
import { setTimeout as wait } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type Abortable, Deadline } from '../../src/upstream/deadline.js';

/** A caller whose signal counts how often it is read. */
function caller(): { signal: AbortSignal; reads: number; controller: AbortController } {
  const controller = new AbortController();
  const state = {
    reads: 0,
    controller,
    get signal() {
      state.reads += 1;
      return controller.signal;
    },
  };
  return state;
}

describe('Deadline', () => {
  it('reads nothing of the caller and starts no timer until an upstream call holds it', () => {
    const request = caller();
    const deadline = new Deadline(1_000, request);
    expect(deadline.remainingMs()).toBeGreaterThan(900);
    expect(deadline.exceeded()).toBe(false);
    expect(request.reads).toBe(0);
  });

  it('listens to the caller only while a call holds it, and leaves no listener behind', () => {
    const request = caller();
    const deadline = new Deadline(1_000, request);
    deadline.hold();
    deadline.hold();
    expect(getEventListeners(request.controller.signal, 'abort')).toHaveLength(1);
    deadline.release();
    expect(getEventListeners(request.controller.signal, 'abort')).toHaveLength(1);
    deadline.release();
    expect(getEventListeners(request.controller.signal, 'abort')).toHaveLength(0);
  });

  it('stops every exchange in flight, and the signal, when the caller goes away', () => {
    const request = caller();
    const deadline = new Deadline(1_000, request);
    deadline.hold();
    const [first, second, finished] = [exchange(), exchange(), exchange()];
    for (const watched of [first, second, finished]) deadline.watch(watched);
    deadline.unwatch(finished);
    const signal = deadline.signal();
    request.controller.abort(new Error('caller left'));
    expect(first.reasons.map((reason) => (reason as Error).message)).toEqual(['caller left']);
    expect(second.reasons).toHaveLength(1);
    expect(finished.reasons).toEqual([]);
    expect((signal.reason as Error).message).toBe('caller left');
    expect(deadline.exceeded()).toBe(false);
    deadline.release();
  });

  it('stops an exchange at once, and hands out an aborted signal, when the caller left before the call', () => {
    const request = caller();
    request.controller.abort();
    const deadline = new Deadline(1_000, request);
    deadline.hold();
    const late = exchange();
    deadline.watch(late);
    expect(late.reasons).toHaveLength(1);
    expect(deadline.signal().aborted).toBe(true);
    deadline.release();
  });

  it('stops with a TimeoutError when the deadline passes during a call, and then reads as exceeded', async () => {
    const deadline = new Deadline(20, caller());
    deadline.hold();
    const slow = exchange();
    deadline.watch(slow);
    await wait(60);
    expect((slow.reasons[0] as DOMException | undefined)?.name).toBe('TimeoutError');
    expect(deadline.signal().aborted).toBe(true);
    expect(deadline.exceeded()).toBe(true);
    deadline.release();
  });

  it('counts the time between calls: a call after the deadline is stopped at once', async () => {
    const deadline = new Deadline(20, caller());
    deadline.hold();
    deadline.release();
    await wait(40);
    deadline.hold();
    const late = exchange();
    deadline.watch(late);
    await wait(10);
    expect(late.reasons).toHaveLength(1);
    expect(deadline.exceeded()).toBe(true);
    deadline.release();
  });

  it('makes no AbortSignal until a wait asks for one', () => {
    const deadline = new Deadline(1_000, caller());
    deadline.hold();
    deadline.watch(exchange());
    expect((deadline as unknown as { controller?: AbortController }).controller).toBeUndefined();
    expect(deadline.signal().aborted).toBe(false);
    deadline.release();
  });

  it('takes a listener per wait in flight, a dashboard page of them, without a leak warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const deadline = new Deadline(1_000, caller());
    deadline.hold();
    for (let i = 0; i < 25; i += 1) deadline.signal().addEventListener('abort', () => undefined);
    await wait(5);
    process.off('warning', onWarning);
    deadline.release();
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });

  it('without a deadline still stops its exchanges when the caller goes away, and starts no timer', async () => {
    const request = caller();
    const deadline = new Deadline(null, request);
    deadline.hold();
    const long = exchange();
    deadline.watch(long);
    await wait(5);
    expect(long.reasons).toEqual([]);
    request.controller.abort(new Error('caller left'));
    expect(long.reasons).toHaveLength(1);
    expect(deadline.exceeded()).toBe(false);
    deadline.release();
    expect(deadline.remainingMs()).toBe(Number.POSITIVE_INFINITY);
  });
});

/** An exchange that records why it was stopped. */
function exchange(): Abortable & { reasons: unknown[] } {
  const reasons: unknown[] = [];
  return { reasons, abort: (reason) => reasons.push(reason) };
}
