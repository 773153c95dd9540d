import type { CacheEntityRecord } from '@envelop/response-cache';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { RedisLink } from './redisLink.js';

/**
 * The response cache in Redis, shared by every replica: each answer under its key (which holds a hash of the caller's
 * credentials: responseCache.ts), and, per record it holds, a set naming the answers to drop when that record
 * changes. A mutation on any replica invalidates the answers holding the records its payload names, for all of them.
 * Redis failing means a miss, and a write or invalidation given up (redisLink.ts): answers then live their TTL.
 */
const PREFIX = 'bunny-gateway:response-cache:';
const answerKey = (id: string) => `${PREFIX}answer:${id}`;
const entityKey = (entity: string) => `${PREFIX}entity:${entity}`;

/**
 * A record's key: its id alone when it has one (every `id` of the graph is unique across types, and a deletion's
 * `deletedId` is the id the record had, so it drops that record's answers too), else its type.
 */
export function entityOf({ typename, id }: CacheEntityRecord): string {
  return id === undefined || id === null ? `type:${typename}` : `id:${id}`;
}

export function redisResponseCache(link: RedisLink): Cache {
  return {
    get: (id) =>
      link.attempt('cache read', null, async (redis) => {
        const text = await redis.get(answerKey(id));
        return text === null ? null : JSON.parse(text);
      }),
    set: (id, data, entities, ttl) =>
      link.attempt('cache write', undefined, async (redis) => {
        const ms = Number.isFinite(ttl) ? Math.max(1, Math.round(ttl)) : undefined;
        if (ms === undefined) return;
        const write = redis.multi().set(answerKey(id), JSON.stringify(data), 'PX', ms);
        for (const entity of new Set([...entities].map(entityOf)))
          write.sadd(entityKey(entity), id).pexpire(entityKey(entity), ms, 'GT').pexpire(entityKey(entity), ms, 'NX');
        await write.exec();
      }),
    invalidate: (entities) =>
      link.attempt('cache invalidation', undefined, async (redis) => {
        const keys = [...new Set([...entities].map((entity) => entityKey(entityOf(entity))))];
        if (keys.length === 0) return;
        const read = redis.multi();
        for (const key of keys) read.smembers(key);
        const members = ((await read.exec()) ?? []).flatMap(([, ids]) => (Array.isArray(ids) ? (ids as string[]) : []));
        await redis.del(...keys, ...members.map(answerKey));
      }),
  };
}
