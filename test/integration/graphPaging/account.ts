import { ARGS, type ListCase } from './lists.js';

/** The account: its lists, each on the shape of bunny.net list it reads. */
export const lists: readonly ListCase[] = [
  // The account (core API).
  {
    name: 'apiKeys (core API, perPage 5 to 1000)',
    field: (list) => `apiKeys(${ARGS}) ${list}`,
    key: 'apiKeyId',
    call: /^api GET \/apikey\?page=/,
  },
  {
    name: 'search (core API, from and size)',
    field: (list) => `search(query: "acme", ${ARGS}) ${list}`,
    key: 'resourceId',
    call: /^api GET \/search\?search=acme&from=/,
  },
  {
    name: 'auditLog (core API, Limit and ContinuationToken)',
    field: (list) =>
      `auditLog(date: "${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}", ${ARGS}) ${list}`,
    key: 'timestamp',
    call: /^api GET \/user\/audit\/[^?]+\?Limit=/,
  },
  {
    name: 'countries (core API, sent whole)',
    field: (list) => `countries(${ARGS}) ${list}`,
    key: 'isoCode',
    call: /^api GET \/country$/,
  },
];
