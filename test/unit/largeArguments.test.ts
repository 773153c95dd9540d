import { describe, expect, it } from 'vitest';
import { LargeArguments } from '../../src/execution/largeArguments.js';
import { AREAS } from '../../src/areas/index.js';
import { buildSchema } from '../../src/schema.js';

/** What of a request body is large text (`@largeText`), found from the operation it runs, whatever form it takes. */

const schema = buildSchema(AREAS);
const limits = { maxTokens: 2000, maxNesting: 64 };
const text = 'x'.repeat(1000);
const bytes = JSON.stringify(text).length;
const LIST =
  'mutation ($input: CustomAccessListInput!) { createShieldCustomAccessList(input: { shieldZoneId: 1, customAccessList: $input }) { __typename } }';

describe('LargeArguments', () => {
  const large = new LargeArguments(schema, limits);

  it('counts a variable given to a large argument, once, and names the argument', () => {
    const query = `mutation ($c: String!) { a: uploadShieldApiGuardianSpecification(input: { shieldZoneId: 1, content: $c }) { __typename }
      b: updateShieldApiGuardianSpecification(input: { shieldZoneId: 1, content: $c }) { __typename } }`;
    expect(large.in({ query, variables: { c: text } })).toEqual({ bytes, arguments: ['input.content'] });
  });

  it('counts a large input field inside a variable holding the input object, and inside a literal object', () => {
    expect(large.in({ query: LIST, variables: { input: { name: 'n', type: 'IP', content: text } } })).toEqual({
      bytes,
      arguments: ['input.customAccessList.content'],
    });
    const literal = `mutation { createShieldCustomAccessList(input: { shieldZoneId: 1, customAccessList: { name: "n", type: IP, content: "${text}" } }) {
      __typename } }`;
    expect(large.in({ query: literal }).arguments).toEqual(['input.customAccessList.content']);
    expect(large.in({ query: literal }).bytes).toBeGreaterThanOrEqual(bytes);
  });

  it('counts nothing for arguments that are not large, another operation of the document, or a document it cannot read', () => {
    const name =
      'mutation ($n: String!) { createShieldCustomAccessList(input: { shieldZoneId: 1, customAccessList: { name: $n, type: IP, content: "a" } }) { __typename } }';
    // Only the literal "a" of content: the 1,000 characters of $n go to name, which is not large.
    expect(large.in({ query: name, variables: { n: text } })).toEqual({
      bytes: JSON.stringify('"a"').length,
      arguments: ['input.customAccessList.content'],
    });
    const two = `mutation A($c: String!) { uploadShieldApiGuardianSpecification(input: { shieldZoneId: 1, content: $c }) { __typename } }
      query B { containerNodeIps }`;
    expect(large.in({ query: two, operationName: 'B', variables: { c: text } })).toEqual({ bytes: 0, arguments: [] });
    expect(large.in({ query: '{ containerNodeIps', variables: { c: text } })).toEqual({ bytes: 0, arguments: [] });
    expect(large.in({ query: `{ ${'['.repeat(100)} }` })).toEqual({ bytes: 0, arguments: [] });
  });

  it('reads the document a trusted id names', () => {
    const trusted = new LargeArguments(schema, limits, (params) =>
      (params as { documentId?: string }).documentId === 'list' ? LIST : undefined,
    );
    const input = { name: 'n', type: 'IP', content: text };
    expect(trusted.in({ documentId: 'list', variables: { input } }).bytes).toBe(bytes);
    expect(trusted.in({ documentId: 'other', variables: { input } }).bytes).toBe(0);
  });
});
