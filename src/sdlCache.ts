import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type DocumentNode, parse } from 'graphql';

/**
 * The SDL's parsed documents, as the build writes them next to the bundle (scripts/sdlCache.ts): parsing the ~600 KB
 * of SDL was ~360 of the ~1,100 ms of CPU a start took; reading them back as JSON takes ~25 ms (bench/README.md, "Idle
 * memory and start-up"). A cache is used only when it was made from this very text; otherwise, and wherever there is
 * none (tests, `npm run dev`), the SDL is parsed. What the schema is built from is the same either way.
 */
export const SDL_CACHE_FILE = new URL('./sdl-documents.json', import.meta.url);

interface SdlCache {
  /** sdlKey of the text the documents were parsed from. */
  readonly key: string;
  readonly documents: DocumentNode[];
}

/** Names one exact SDL text (the files in order). */
export function sdlKey(typeDefs: readonly string[]): string {
  return createHash('sha256').update(typeDefs.join('\u0000')).digest('hex');
}

/** Each SDL text parsed, without tokens and locations (~4 MB of heap that nothing reads after the build). */
export function parseSdl(typeDefs: readonly string[]): DocumentNode[] {
  return typeDefs.map((text) => parse(text, { noLocation: true }));
}

/** What the build writes: the documents and the key of their text. */
export function sdlCacheOf(typeDefs: readonly string[]): string {
  const cache: SdlCache = { key: sdlKey(typeDefs), documents: parseSdl(typeDefs) };
  return JSON.stringify(cache);
}

/** The documents of these texts: the cache's when it was made from them, else parsed now. */
export function sdlDocuments(typeDefs: readonly string[], cacheFile: URL = SDL_CACHE_FILE): DocumentNode[] {
  return cachedDocuments(typeDefs, cacheFile) ?? parseSdl(typeDefs);
}

function cachedDocuments(typeDefs: readonly string[], cacheFile: URL): DocumentNode[] | undefined {
  let cache: Partial<SdlCache>;
  try {
    cache = JSON.parse(readFileSync(cacheFile, 'utf8')) as Partial<SdlCache>;
  } catch {
    // None next to this module, or unreadable: the SDL is parsed.
    return undefined;
  }
  const fits = cache.key === sdlKey(typeDefs) && cache.documents?.length === typeDefs.length;
  return fits ? cache.documents : undefined;
}
