import { DEMO_LIBRARY_ID } from '../../../src/sandbox/index.js';
import { ARGS, type ListCase } from './lists.js';

/** Stream: its lists, each on the shape of bunny.net list it reads. */
export const lists: readonly ListCase[] = [
  {
    name: 'videos (Stream, page and itemsPerPage)',
    field: (list) => `videos(videoLibraryId: ${DEMO_LIBRARY_ID}, ${ARGS}) ${list}`,
    key: 'videoId',
    call: /^video GET \/library\/\d+\/videos\?page=/,
  },
  {
    name: 'VideoLibrary.collections (Stream, page and itemsPerPage, a link)',
    field: (list) => `videoLibrary(videoLibraryId: ${DEMO_LIBRARY_ID}) { collections(${ARGS}) ${list} }`,
    key: 'collectionId',
    call: /^video GET \/library\/\d+\/collections\?page=/,
  },
  {
    name: 'videoLibraryLanguages (the core API sends it whole)',
    field: (list) => `videoLibraryLanguages(${ARGS}) ${list}`,
    key: 'shortCode',
    call: /^api GET \/videolibrary\/languages$/,
  },
];
