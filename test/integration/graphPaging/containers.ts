import { ARGS, type ListCase } from './lists.js';

/** Magic Containers: its lists, each on the shape of bunny.net list it reads. */
export const lists: readonly ListCase[] = [
  {
    name: 'containerApps (Magic Containers, limit and nextCursor)',
    field: (list) => `containerApps(${ARGS}) ${list}`,
    key: 'appId',
    call: /^api GET \/mc\/apps\?limit=/,
  },
  // Magic Containers, issue 27: two more cursor lists, and a public image search (size and page, 100 pages at most).
  {
    name: 'containerRegions (Magic Containers, limit and nextCursor)',
    field: (list) => `containerRegions(${ARGS}) ${list}`,
    key: 'containerRegionId',
    call: /^api GET \/mc\/regions\?limit=/,
  },
  {
    name: 'containerNodes (Magic Containers, limit and nextCursor)',
    field: (list) => `containerNodes(${ARGS}) ${list}`,
    key: 'ipAddress',
    call: /^api GET \/mc\/nodes\?limit=/,
  },
  {
    name: 'containerPublicImages (Magic Containers, size and page in a POST body)',
    field: (list) => `containerPublicImages(imageRegistryId: "dockerhub", prefix: "tool", ${ARGS}) ${list}`,
    key: 'name',
    call: /^api POST \/mc\/registries\/public-images\/search$/,
  },
];
