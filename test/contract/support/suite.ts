import { describe, it } from 'vitest';
import { findDocuments, loadContract, type Contract } from './documents.js';

const onCi = (): boolean => {
  const ci = process.env['CI'];
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
};

/**
 * A contract suite that runs when bunny.net's OpenAPI documents are found. Without them it registers one test
 * that says why: it passes with a warning on a developer machine and fails in CI, where the documents must be.
 * (No skipped tests: the project forbids them.)
 */
export async function describeContract(name: string, body: (contract: Contract) => void): Promise<void> {
  const found = findDocuments();
  if ('dir' in found) {
    const contract = await loadContract(found.dir);
    describe(name, () => body(contract));
    return;
  }
  describe(name, () => {
    it('does not check the contract because the OpenAPI documents are absent (an error in CI)', () => {
      if (onCi()) throw new Error(`The contract suite cannot run in CI: ${found.missing}`);
      console.warn(`[contract] not checked: ${found.missing}`);
    });
  });
}
