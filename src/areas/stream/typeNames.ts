/**
 * The type names of Stream's global and stable ids: the `Node` types, and the records keyed inside another (caption
 * tracks, languages) whose stable ids `node(id:)` refuses.
 */
export const VIDEO_LIBRARY_TYPE = 'VideoLibrary' as const;
export const VIDEO_TYPE = 'Video' as const;
export const VIDEO_COLLECTION_TYPE = 'VideoCollection' as const;
export const VIDEO_CAPTION_TYPE = 'VideoCaption' as const;
export const VIDEO_LIBRARY_LANGUAGE_TYPE = 'VideoLibraryLanguage' as const;
