import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kind, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parseSdl, sdlCacheOf, sdlDocuments, sdlKey } from '../../src/sdlCache.js';

const SDL = ['type Query { zone: Zone }', 'type Zone { id: ID! }'];
const dir = mkdtempSync(join(tmpdir(), 'sdl-cache-'));

/** A cache file with this content. */
function cacheFile(name: string, content: string): URL {
  const path = join(dir, name);
  writeFileSync(path, content);
  return pathToFileURL(path);
}

/** A cache made from `text` whose documents say something else, to tell its documents from freshly parsed ones. */
function markedCache(text: readonly string[]): string {
  const marked = parseSdl(['type Query { fromTheCache: Int }', 'type Zone { id: ID! }']);
  return JSON.stringify({ key: sdlKey(text), documents: marked });
}

describe('the SDL cache the build writes next to the bundle', () => {
  it('gives back the documents the build parsed from the same text', () => {
    const documents = sdlDocuments(SDL, cacheFile('same.json', sdlCacheOf(SDL)));
    expect(documents.map((document) => print(document))).toEqual(parseSdl(SDL).map((document) => print(document)));
    expect(documents[0]?.kind).toBe(Kind.DOCUMENT);
  });

  it('is used only while the SDL is the text it was made from', () => {
    const file = cacheFile('marked.json', markedCache(SDL));
    expect(print(sdlDocuments(SDL, file)[0]!)).toContain('fromTheCache');
    const changed = ['type Query { zone: Zone, zones: [Zone!] }', SDL[1]!];
    expect(print(sdlDocuments(changed, file)[0]!)).toContain('zones: [Zone!]');
  });

  it('parses the SDL when there is no cache, or one that is not JSON', () => {
    const parsed = parseSdl(SDL).map((document) => print(document));
    expect(sdlDocuments(SDL, pathToFileURL(join(dir, 'none.json'))).map((d) => print(d))).toEqual(parsed);
    expect(sdlDocuments(SDL, cacheFile('broken.json', '{"key":')).map((d) => print(d))).toEqual(parsed);
  });

  it('keeps no locations: nothing reads them after the build', () => {
    const [document] = sdlDocuments(SDL, cacheFile('locations.json', sdlCacheOf(SDL)));
    expect(document?.loc).toBeUndefined();
    expect(document?.definitions[0]?.loc).toBeUndefined();
  });
});
