import { describe, expect, it } from 'vitest';
import { edgeScriptNode } from '../../src/areas/edgeScripts/node.js';
import { pullZoneNode } from '../../src/areas/pullZones/node.js';
import { shieldZoneNode } from '../../src/areas/shield/node.js';
import { parseVideoLocalId } from '../../src/areas/stream/ids.js';
import { videoLibraryNode } from '../../src/areas/stream/node.js';

/** Local ids that spell a number but not bunny.net's canonical int64: each would name the same record twice. */
const NOT_CANONICAL = ['0', '0123', '+5', '-5', '5.0', '1e3', ' 5', '5 ', '', '12345678901234567', '9007199254740993'];

describe('the local id of a Node whose id is bunny.net int64 id', () => {
  for (const node of [pullZoneNode, shieldZoneNode, videoLibraryNode, edgeScriptNode]) {
    it(`is read for ${node.typeName} only in canonical decimal within the safe integers`, () => {
      expect(node.readerOf('1')).toBeTypeOf('function');
      expect(node.readerOf('9007199254740991')).toBeTypeOf('function');
      for (const localId of NOT_CANONICAL) expect(node.readerOf(localId), JSON.stringify(localId)).toBeNull();
    });
  }

  it("holds a video's library with the same canonical int64 rule, and the video id after the first slash", () => {
    expect(parseVideoLocalId('240117/a/b')).toEqual({ libraryId: 240117, videoId: 'a/b' });
    for (const library of NOT_CANONICAL)
      expect(parseVideoLocalId(`${library}/v-1`), JSON.stringify(library)).toBeNull();
    expect(parseVideoLocalId('240117/')).toBeNull();
    expect(parseVideoLocalId('240117')).toBeNull();
  });
});
