import { ARGS, type ListCase } from './lists.js';

/** Pull Zones: its lists, each on the shape of bunny.net list it reads. */
export const lists: readonly ListCase[] = [
  {
    name: 'pullZones (core API, perPage 5 to 1000)',
    field: (list) => `pullZones(${ARGS}) ${list}`,
    key: 'pullZoneId',
    call: /^api GET \/pullzone\?page=/,
  },
];
