import { randomUUID } from 'node:crypto';
import { MemoryAnswers } from './memoryAnswers.js';
import { MemoryGenerations } from './memoryGenerations.js';
import { keyAt, type ResponseStore } from './store.js';

/** The response cache in this process's memory (RESPONSE_CACHE=memory): nothing here can fail or stall. */
export function memoryResponseStore(maxBytes: number, shareBytes: number): ResponseStore {
  const answers = new MemoryAnswers(maxBytes, shareBytes);
  const generations = new MemoryGenerations();
  return {
    description: `memory (at most ${maxBytes} bytes, ${shareBytes} per credential)`,
    lookup: async (scopes, address) => {
      const generation = generations.observe(scopes);
      if (generation === undefined) return undefined;
      return { generation, answer: answers.get(keyAt(address, generation)) };
    },
    set: async (key, owner, answer, ttlMs) => answers.set(key, owner, answer, ttlMs),
    beginWrite: async (scopes) => {
      generations.begin(scopes);
      return { scopes, id: randomUUID() };
    },
    endWrite: async (lease) => generations.end(lease.scopes),
  };
}
