import { getEventListeners } from 'node:events';
import { setTimeout as wait } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { Deadline } from '../../src/upstream/deadline.js';

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
    const first = deadline.hold();
    const second = deadline.hold();
    expect(first).toBe(second);
    expect(getEventListeners(request.controller.signal, 'abort')).toHaveLength(1);
    deadline.release();
    expect(getEventListeners(request.controller.signal, 'abort')).toHaveLength(1);
    deadline.release();
    expect(getEventListeners(request.controller.signal, 'abort')).toHaveLength(0);
    expect(first?.aborted).toBe(false);
  });

  it('aborts the held signal when the caller goes away', () => {
    const request = caller();
    const deadline = new Deadline(1_000, request);
    const signal = deadline.hold();
    request.controller.abort(new Error('caller left'));
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as Error | undefined)?.message).toBe('caller left');
    expect(deadline.exceeded()).toBe(false);
    deadline.release();
  });

  it('hands out an aborted signal when the caller left before the call', () => {
    const request = caller();
    request.controller.abort();
    const deadline = new Deadline(1_000, request);
    expect(deadline.hold()?.aborted).toBe(true);
    deadline.release();
  });

  it('aborts with a TimeoutError when the deadline passes during a call, and then reads as exceeded', async () => {
    const deadline = new Deadline(20, caller());
    const signal = deadline.hold();
    await wait(60);
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as DOMException | undefined)?.name).toBe('TimeoutError');
    expect(deadline.exceeded()).toBe(true);
    deadline.release();
  });

  it('counts the time between calls: a call after the deadline is aborted at once', async () => {
    const deadline = new Deadline(20, caller());
    deadline.hold();
    deadline.release();
    await wait(40);
    const late = deadline.hold();
    await wait(10);
    expect(late?.aborted).toBe(true);
    expect(deadline.exceeded()).toBe(true);
    deadline.release();
  });

  it('takes a listener per call in flight, a dashboard page of them, without a leak warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const deadline = new Deadline(1_000, caller());
    const signals = Array.from({ length: 25 }, () => deadline.hold());
    for (const signal of signals) signal?.addEventListener('abort', () => undefined);
    await wait(5);
    process.off('warning', onWarning);
    for (const _ of signals) deadline.release();
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });

  it("without a deadline hands on the caller's own signal", () => {
    const request = caller();
    const deadline = new Deadline(null, request);
    expect(deadline.hold()).toBe(request.controller.signal);
    deadline.release();
    expect(deadline.remainingMs()).toBe(Number.POSITIVE_INFINITY);
  });
});
