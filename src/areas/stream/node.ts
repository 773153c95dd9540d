import { int64LocalId, type NodeType } from '../shared/nodes.js';
import { parseVideoLocalId } from './ids.js';
import { VIDEO_COLLECTION_TYPE, VIDEO_LIBRARY_TYPE, VIDEO_TYPE } from './typeNames.js';
import { isVideoId } from './validation.js';

/** A video library as a `Node`: its local id is bunny.net's id, read through the request's library loader. */
export const videoLibraryNode: NodeType = {
  typeName: VIDEO_LIBRARY_TYPE,
  readerOf(localId) {
    const videoLibraryId = int64LocalId(localId);
    return videoLibraryId === null ? null : ({ stream }) => stream.libraries.load(videoLibraryId);
  },
};

/** A video as a `Node`: its local id holds its library and GUID, read with the library's read-only key. */
export const videoNode: NodeType = {
  typeName: VIDEO_TYPE,
  readerOf(localId) {
    const ref = parseVideoLocalId(localId);
    if (ref === null || !isVideoId(ref.videoId)) return null;
    return ({ stream }) => stream.videos.get(ref.libraryId, ref.videoId);
  },
};

/** A collection as a `Node`: its local id holds its library and GUID, read with the library's read-only key. */
export const videoCollectionNode: NodeType = {
  typeName: VIDEO_COLLECTION_TYPE,
  readerOf(localId) {
    const ref = parseVideoLocalId(localId);
    if (ref === null || !isVideoId(ref.videoId)) return null;
    return ({ stream }) => stream.collections.get(ref.libraryId, ref.videoId, false);
  },
};
