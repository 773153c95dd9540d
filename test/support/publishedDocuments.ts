import { describe, it } from 'vitest';
import { findDocumentDirectory } from '../../scripts/upstreamDocuments.js';

const onCi = (): boolean => {
  const ci = process.env['CI'];
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
};

/**
 * A suite over bunny.net's published documents read as plain JSON (the contract suite's `describeContract` reads them
 * with Prism). Without them it registers one test that says why: it passes with a warning on a developer machine and
 * fails in CI, where the documents must be. (No skipped tests: the project forbids them.)
 */
export function describeWithDocuments(name: string, body: (dir: string) => void): void {
  const found = findDocumentDirectory();
  if ('dir' in found) {
    describe(name, () => body(found.dir));
    return;
  }
  describe(name, () => {
    it('is not checked because the OpenAPI documents are absent (an error in CI)', () => {
      if (onCi()) throw new Error(`This suite cannot run in CI: ${found.missing}`);
      console.warn(`[documents] not checked: ${found.missing}`);
    });
  });
}
