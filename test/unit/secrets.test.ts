import { describe, expect, it } from 'vitest';
import { secretsOf } from '../../src/auth/credentials.js';
import { MIN_CUT_PIECE, MIN_SCRUBBED_LENGTH, RequestSecrets } from '../../src/auth/secrets.js';
import { quoted } from '../../src/errors/quote.js';
import { documentDepthExceeds, valueDepthExceeds } from '../../src/plugins/nestingLimit.js';

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('RequestSecrets', () => {
  it('scrubs every credential header, the Bearer token alone and the percent-encoded form', () => {
    const secrets = secretsOf(
      headers({
        authorization: 'Bearer bearer-key-0001',
        'x-library-key': 'lib/key+0002',
        'x-origin-log-token': 'a.b.c-token',
      }),
    );
    expect(secrets.scrub('bearer-key-0001 lib/key+0002 lib%2Fkey%2B0002 a.b.c-token')).toBe(
      '[redacted] [redacted] [redacted] [redacted]',
    );
  });

  it('replaces a longer credential whole even when a shorter one is part of it', () => {
    const secrets = RequestSecrets.of(['account-key-1', 'account-key-1-library']);
    expect(secrets.scrub('x account-key-1-library y')).toBe('x [redacted] y');
  });

  it(`leaves values shorter than ${MIN_SCRUBBED_LENGTH} characters, and blank ones, alone`, () => {
    const secrets = RequestSecrets.of(['e', 'key', '        ', '', null, undefined]);
    expect(secrets.scrub('The key is invalid, e.g. empty.')).toBe('The key is invalid, e.g. empty.');
  });

  it(`scrubs the start of a credential (${MIN_CUT_PIECE} characters or more) that a cut left before its "..."`, () => {
    const secrets = RequestSecrets.of(['ABCDEFGHIJKL-key']);
    expect(secrets.scrub('got "xyzABCDEFG..." and "ABCD..." and "ABC..."')).toBe(
      'got "xyz[redacted]..." and "[redacted]..." and "ABC..."',
    );
    expect(secrets.scrub('ABCDEFG and no cut')).toBe('ABCDEFG and no cut');
  });

  it('quotes a text scrubbed before its cut, and scrubs a credential the cut went through', () => {
    const secrets = RequestSecrets.of(['ABCDEFGHIJKL-key']);
    expect(quoted('0123456789ABCDEFGHIJKL-key tail', 30, secrets)).toBe('0123456789[redacted] tail');
    expect(quoted(`${'x'.repeat(20)}ABCDEFGHIJKL-key`, 30, secrets)).toBe(`${'x'.repeat(20)}[redacted]`);
    expect(quoted(`${'x'.repeat(40)}ABCDEFGHIJKL-key`, 30, secrets)).toBe(`${'x'.repeat(27)}...`);
    expect(quoted(`${'x'.repeat(20)}ABCDEFGHIJKL-key`, 26, secrets)).toBe(`${'x'.repeat(20)}[re...`);
    // Without the secrets at hand the cut keeps the start; the answer's scrubbing takes it out.
    const cut = quoted(`${'x'.repeat(20)}ABCDEFGHIJKL-key`, 30);
    expect(cut).toBe(`${'x'.repeat(20)}ABCDEFG...`);
    expect(secrets.scrub(cut)).toBe(`${'x'.repeat(20)}[redacted]...`);
  });

  it('scrubs strings deep inside objects and arrays, and returns the same object when there is nothing to scrub', () => {
    const secrets = RequestSecrets.of(['secret-value-1']);
    const clean = { a: ['x', { b: 1 }] };
    expect(secrets.scrubDeep(clean)).toBe(clean);
    expect(secrets.scrubDeep({ a: ['x', { b: 'is secret-value-1' }], n: 2 })).toEqual({
      a: ['x', { b: 'is [redacted]' }],
      n: 2,
    });
  });
});

describe('nesting depth', () => {
  it('counts {, [ and ( outside strings, block strings and comments', () => {
    expect(documentDepthExceeds('{ a(b: [[1]]) }', 4)).toBe(false);
    expect(documentDepthExceeds('{ a(b: [[[1]]]) }', 4)).toBe(true);
    expect(documentDepthExceeds('{ a(b: "[[[[[[", c: """ [[[[[ \\""" [[[[ """) } # [[[[[[', 3)).toBe(false);
    expect(documentDepthExceeds('{ a(b: "\\" [[[[[[") }', 3)).toBe(false);
  });

  it('measures parsed JSON without recursion, whatever the depth', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = { a: [deep] };
    expect(valueDepthExceeds(deep, 64)).toBe(true);
    expect(valueDepthExceeds({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(valueDepthExceeds({ a: [{ b: [] }] }, 3)).toBe(true);
  });
});
