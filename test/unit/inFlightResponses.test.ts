import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { InFlightResponses } from '../../src/http/inFlightResponses.js';

/** What the list needs of a response: it closes once. */
const response = (): ServerResponse => new EventEmitter() as unknown as ServerResponse;

describe('the responses in flight, for the drain', () => {
  it('lists each tracked response until it closes, whatever the order they close in', () => {
    const inFlight = new InFlightResponses();
    const [first, second, third, fourth] = [response(), response(), response(), response()];
    for (const res of [first, second, third, fourth]) inFlight.track(res);
    expect(new Set(inFlight)).toEqual(new Set([first, second, third, fourth]));
    second.emit('close');
    expect(new Set(inFlight)).toEqual(new Set([first, third, fourth]));
    fourth.emit('close');
    first.emit('close');
    expect([...inFlight]).toEqual([third]);
    third.emit('close');
    expect([...inFlight]).toEqual([]);
    const late = response();
    inFlight.track(late);
    expect([...inFlight]).toEqual([late]);
  });

  it('keeps no listener on a closed response', () => {
    const inFlight = new InFlightResponses();
    const res = response();
    inFlight.track(res);
    expect((res as unknown as EventEmitter).listenerCount('close')).toBe(1);
    res.emit('close');
    expect((res as unknown as EventEmitter).listenerCount('close')).toBe(0);
  });
});
