import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { UPSTREAM_DOCUMENTS } from '../../src/areas/shared/coverage.js';
import { readDocument } from '../../scripts/upstreamDocuments.js';
import { proseOf } from '../../scripts/upstreamProse.js';
import { describeWithDocuments } from '../support/publishedDocuments.js';

/**
 * The upstream record types generated from bunny.net's documents (src/__generated__/upstream/, `npm run
 * upstream-types`) keep their names and shapes and none of their prose. Whether they are fresh is checked by CI, which
 * regenerates them and compares (.ci/run).
 */

const GENERATED_DIR = new URL('../../src/__generated__/upstream/', import.meta.url);
const generated = (document: string): string => readFileSync(new URL(`${document}.ts`, GENERATED_DIR), 'utf8');

/** A sentence, not a name: single words (enum names, titles like "PullZone") may well be names the types keep. */
const isSentence = (text: string): boolean => /\S\s+\S/.test(text.trim());

describeWithDocuments('The generated upstream types', (dir) => {
  it('are one file per published document, and nothing else', () => {
    const files = readdirSync(GENERATED_DIR).sort();
    expect(files).toEqual(UPSTREAM_DOCUMENTS.map((document) => `${document}.ts`).sort());
  });

  it.each(UPSTREAM_DOCUMENTS)('of %s hold no description, summary or example of the document', (document) => {
    const text = generated(document);
    const sentences = [...new Set(proseOf(readDocument(dir, document)).filter(isSentence))];
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.filter((sentence) => text.includes(sentence.trim()))).toEqual([]);
    expect(text).not.toMatch(/@(?:description|summary|example|title)\b/);
  });

  it('keep the names of the documents: every schema of origin-errors-api is a type', () => {
    const schemas = Object.keys((readDocument(dir, 'origin-errors-api')['components'] as { schemas: object }).schemas);
    for (const schema of schemas) expect(generated('origin-errors-api')).toContain(`        ${schema}: {`);
  });
});
