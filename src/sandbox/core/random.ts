import { createHash } from 'node:crypto';

/**
 * Deterministic pseudo-random numbers (mulberry32 seeded from a SHA-256 of a string).
 * Seeded data must be identical on every run and on every machine, so nothing in the
 * seed path may call Math.random().
 */
export class Random {
  private state: number;

  constructor(seed: string) {
    this.state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick needs a non-empty list');
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Formats 32 hex digits as 8-4-4-4-12. */
export function formatGuid(hex32: string): string {
  return [hex32.slice(0, 8), hex32.slice(8, 12), hex32.slice(12, 16), hex32.slice(16, 20), hex32.slice(20, 32)].join(
    '-',
  );
}

/** A version-4-shaped UUID derived from a seed string, stable across runs. */
export function uuidFrom(seed: string): string {
  const hex = sha256Hex(seed).slice(0, 32).split('');
  hex[12] = '4';
  hex[16] = '89ab'[parseInt(hex[16] ?? '0', 16) % 4] ?? '8';
  return formatGuid(hex.join(''));
}
