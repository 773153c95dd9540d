import { randomUUID } from 'node:crypto';
import { MemoryAnswers } from './memoryAnswers.js';
import { MemoryGenerations } from './memoryGenerations.js';
import type { ResponseStore } from './store.js';

/** The response cache in this process's memory (RESPONSE_CACHE=memory): nothing here can fail or stall. */
export function memoryResponseStore(maxBytes: number, shareBytes: number): ResponseStore {
  const answers = new MemoryAnswers(maxBytes, shareBytes);
  const generations = new MemoryGenerations();
  return {
    description: `memory (at most ${maxBytes} bytes, ${shareBytes} per credential)`,
    observe: async (scopes) => generations.observe(scopes),
    get: async (key) => answers.get(key),
    set: async (key, owner, answer, ttlMs) => answers.set(key, owner, answer, ttlMs),
    beginWrite: async (scopes) => {
      generations.begin(scopes);
      return { scopes, id: randomUUID() };
    },
    endWrite: async (lease) => generations.end(lease.scopes),
  };
}
