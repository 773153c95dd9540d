import { describe, expect, it } from 'vitest';
import { MemoryAnswers } from '../../src/responseCache/memoryAnswers.js';

/** The memory store's answers: bounded by bytes, one credential never evicting more than its share of the others'. */
const answer = (bytes: number) => ({ body: Buffer.alloc(bytes, 'x'), storedAt: 0 });

describe('the memory store, bounded by bytes with a share per credential', () => {
  it('keeps the total under its bound, evicting the least recently used answers', () => {
    const answers = new MemoryAnswers(10_000, 10_000);
    for (let i = 0; i < 50; i += 1) answers.set(`key-${i}`, `owner-${i}`, answer(1_000), 60_000);
    expect(answers.bytes).toBeLessThanOrEqual(10_000);
    expect(answers.get('key-49')).toBeDefined();
    expect(answers.get('key-0')).toBeUndefined();
  });

  it('makes a caller over its share evict its own answers, never another caller’s', () => {
    const answers = new MemoryAnswers(10_000, 2_500);
    answers.set('theirs', 'other', answer(1_000), 60_000);
    for (let i = 0; i < 100; i += 1) answers.set(`mine-${i}`, 'greedy', answer(1_000), 60_000);
    expect(answers.get('theirs')).toBeDefined();
    expect(answers.get('mine-99')).toBeDefined();
    expect(answers.get('mine-0')).toBeUndefined();
    // The greedy caller's share, plus the other's one answer (its text, key and the allowance per entry).
    expect(answers.bytes).toBeLessThanOrEqual(2_500 + 1_000 + 'theirs'.length + 256);
  });

  it('never keeps an answer larger than a share', () => {
    const answers = new MemoryAnswers(10_000, 2_500);
    answers.set('huge', 'someone', answer(5_000), 60_000);
    expect(answers.get('huge')).toBeUndefined();
    expect(answers.bytes).toBe(0);
  });

  it('forgets an answer after its time to live', () => {
    const answers = new MemoryAnswers(10_000, 10_000);
    answers.set('short', 'someone', answer(10), 1_000, 0);
    expect(answers.get('short', 999)).toBeDefined();
    expect(answers.get('short', 1_000)).toBeUndefined();
    expect(answers.bytes).toBe(0);
  });
});
