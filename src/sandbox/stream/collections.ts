import { statusModel } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { parseJsonObject } from '../core/json.js';
import { uuidFrom } from '../core/random.js';
import { stringParam, type HandlerContext } from '../router.js';
import { booleanQuery } from './query.js';
import { streamPage } from './videos.js';
import type { VideoCollection, VideoLibrary } from './videoState.js';

/**
 * Collections of the video host (the library of the key): listed and read with their counts made from the videos
 * in them, created, renamed and deleted. Deleting a collection keeps its videos, out of any collection.
 */

function collectionModel(library: VideoLibrary, collection: VideoCollection, thumbnails: boolean) {
  const videos = [...library.videos.values()].filter((video) => video.collectionId === collection.guid);
  const preview = videos.slice(0, 3);
  return {
    videoLibraryId: library.id,
    guid: collection.guid,
    name: collection.name,
    videoCount: videos.length,
    totalSize: videos.reduce((sum, video) => sum + video.storageSize, 0),
    previewVideoIds: preview.map((video) => video.guid).join(',') || null,
    previewImageUrls: thumbnails
      ? preview.map((video) => `https://vz-${library.id}.b-cdn.net/${video.guid}/thumbnail.jpg`)
      : null,
  };
}

function collectionOf(context: HandlerContext): VideoCollection | undefined {
  return context.library?.collections.get(stringParam(context, 'collectionId').toLowerCase());
}

/** GET /library/{libraryId}/collections?search=&orderBy=date|name&includeThumbnails=: newest first by default. */
export function listCollections(context: HandlerContext): Reply {
  const library = context.library;
  if (!library) return empty(404);
  const term = context.query.get('search')?.trim().toLowerCase() ?? '';
  const byName = context.query.get('orderBy')?.toLowerCase() === 'name';
  const thumbnails = booleanQuery(context, 'includeThumbnails', false);
  const collections = [...library.collections.values()]
    .filter((collection) => collection.name.toLowerCase().includes(term))
    .sort((a, b) => (byName ? a.name.localeCompare(b.name) : b.dateCreated.getTime() - a.dateCreated.getTime()));
  return streamPage(
    context,
    collections.map((collection) => collectionModel(library, collection, thumbnails)),
  );
}

/** GET /library/{libraryId}/collections/{collectionId}; an unknown one answers 404 with no body. */
export function getCollection(context: HandlerContext): Reply {
  const collection = collectionOf(context);
  if (!context.library || !collection) return empty(404);
  return json(200, collectionModel(context.library, collection, booleanQuery(context, 'includeThumbnails', false)));
}

function nameIn(context: HandlerContext): string | undefined {
  const name = parseJsonObject(context.body)?.['name'];
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

/** POST /library/{libraryId}/collections, body `{ name }`: 200 with the new CollectionModel. */
export function createCollection(context: HandlerContext): Reply {
  const library = context.library;
  const name = nameIn(context);
  if (!library) return empty(404);
  if (name === undefined) return statusModel(400, 'The name field is required.');
  library.created += 1;
  const guid = uuidFrom(`created-collection:${library.id}:${library.created}:${context.account.id}`);
  const collection = { guid, name, dateCreated: context.now };
  library.collections.set(guid, collection);
  return json(200, collectionModel(library, collection, false));
}

/** POST /library/{libraryId}/collections/{collectionId}, body `{ name }`: renamed. */
export function updateCollection(context: HandlerContext): Reply {
  const collection = collectionOf(context);
  const name = nameIn(context);
  if (!collection) return empty(404);
  if (name === undefined) return statusModel(400, 'The name field is required.');
  collection.name = name;
  return statusModel(200, 'OK');
}

/** DELETE /library/{libraryId}/collections/{collectionId}: its videos stay in the library. */
export function deleteCollection(context: HandlerContext): Reply {
  const library = context.library;
  const collection = collectionOf(context);
  if (!library || !collection) return empty(404);
  library.collections.delete(collection.guid);
  for (const video of library.videos.values()) if (video.collectionId === collection.guid) video.collectionId = null;
  return statusModel(200, 'OK');
}
