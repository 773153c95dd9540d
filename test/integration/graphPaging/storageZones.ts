import { ARGS, type ListCase } from './lists.js';

/** Storage Zones: its lists, each on the shape of bunny.net list it reads. */
export const lists: readonly ListCase[] = [
  {
    name: 'storageZones (core API, perPage 5 to 1000)',
    field: (list) => `storageZones(${ARGS}) ${list}`,
    key: 'storageZoneId',
    call: /^api GET \/storagezone\?page=/,
  },
];
