import { describe, expect, it } from 'vitest';
import { toUpstreamDate } from '../../src/areas/originLogs/mappers.js';
import { validatorsFor } from '../../src/areas/shared/validate.js';

/** The shared argument checks on their own; the HTTP-level proof (zero upstream calls) is in test/integration/safety.test.ts. */

const containers = validatorsFor('containers');
const pullZones = validatorsFor('pullZones');
const stream = validatorsFor('stream');

const refusal = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    return (error as { extensions?: Record<string, unknown> }).extensions;
  }
  return undefined;
};

describe('requiredText', () => {
  it.each([' ', '\t', '\u00a0', '\u2003', '\u3000', '\u200b', '\ufeff', ' \u200d '])(
    'refuses the blank %j, naming the argument',
    (value) => {
      expect(refusal(() => containers.requiredText('input.tag', value, 1, 100))).toEqual({
        code: 'BAD_USER_INPUT',
        service: 'containers',
        argument: 'input.tag',
      });
    },
  );

  it('keeps the length and control-character rules of lengthBetween', () => {
    expect(refusal(() => containers.requiredText('input.tag', '', 1, 100))?.['argument']).toBe('input.tag');
    expect(refusal(() => containers.requiredText('input.tag', 'x'.repeat(101), 1, 100))?.['argument']).toBe(
      'input.tag',
    );
    expect(refusal(() => containers.requiredText('input.tag', 'a\nb', 1, 100))?.['argument']).toBe('input.tag');
  });

  it.each(['1.27', ' web ', 'my app', 'é'])('returns %j unchanged (never trimmed)', (value) => {
    expect(containers.requiredText('input.tag', value, 1, 100)).toBe(value);
  });
});

describe('visibleAscii', () => {
  it.each(['        ', 'abcdéfgh€', 'abcd efgh', 'abcdefg\u00a0', 'short', 'x'.repeat(37)])(
    'refuses %j as a security key',
    (value) => {
      expect(refusal(() => pullZones.visibleAscii('securityKey', value, 8, 36))?.['argument']).toBe('securityKey');
    },
  );

  it('accepts every visible ASCII character', () => {
    const all = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).join('');
    expect(pullZones.visibleAscii('securityKey', all, 1, 100)).toBe(all);
  });
});

describe('httpToken', () => {
  it.each([
    '',
    ' ',
    'a b',
    'a:b',
    'a;b',
    'a=b',
    'a,b',
    '"a"',
    '(a)',
    'a/b',
    'a@b',
    'é',
    'a\r\nb',
    'a\u0000',
    'x'.repeat(257),
  ])('refuses %j', (value) => {
    expect(refusal(() => containers.httpToken('h[0]', value))?.['argument']).toBe('h[0]');
  });

  it.each(['X-Session', 'x', "!#$%&'*+-.^_`|~", 'SESSION_ID', 'x'.repeat(256)])('accepts %j', (value) => {
    expect(containers.httpToken('h[0]', value)).toBe(value);
  });
});

describe('certificateHostname and hostname', () => {
  it.each([
    '1.2.3.4',
    '1.2.3.4.',
    '123.456',
    '0x7f.1',
    '0X7F.0x',
    'cdn.example.123',
    '999.999.999.999',
    '::1',
    '*.example.com',
    'localhost',
    '',
  ])('refuses %j as a certificate hostname', (value) => {
    expect(refusal(() => pullZones.certificateHostname('hostname', value))?.['argument']).toBe('hostname');
  });

  it.each([
    'cdn.example.com',
    'cdn.example.com.',
    'xn--bcher-kva.example',
    'www.xn--p1ai',
    '1.cdn.example.com',
    '123.example.com',
    '0x7f.example.com',
  ])('accepts %j as a certificate hostname', (value) => {
    expect(pullZones.certificateHostname('hostname', value)).toBe(value);
  });

  it('leaves hostname (referrers) accepting IPv4 addresses and wildcards', () => {
    expect(stream.hostname('hostname', '203.0.113.9', { wildcard: true })).toBe('203.0.113.9');
    expect(stream.hostname('hostname', '*.example.com', { wildcard: true })).toBe('*.example.com');
  });
});

describe('validatorsFor', () => {
  it('binds the area name once: every refusal carries it, next to the argument', () => {
    expect(refusal(() => pullZones.positiveId('pullZoneId', 0))).toEqual({
      code: 'BAD_USER_INPUT',
      service: 'pullZones',
      argument: 'pullZoneId',
    });
    expect(refusal(() => stream.identifier('videoId', '../x'))).toMatchObject({
      service: 'stream',
      argument: 'videoId',
    });
    expect(refusal(() => containers.int32Id('input.cdn.pullZoneId', 2 ** 31))?.['service']).toBe('containers');
  });

  it('makes an area rule a refusal to throw, with the message given', () => {
    const error = stream.refusal('thumbnail', 'Send exactly one of thumbnail and thumbnailUrl.');
    expect(error.message).toBe('Send exactly one of thumbnail and thumbnailUrl.');
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', service: 'stream', argument: 'thumbnail' });
  });

  it.each(['', ' id', 'id ', '.', '..', 'a/b', 'a%2fb', 'a?b', 'a#b', 'a\\b', 'x'.repeat(257)])(
    'refuses %j as an identifier before it could reach a path',
    (value) => {
      expect(refusal(() => containers.identifier('appId', value))?.['argument']).toBe('appId');
    },
  );
});

describe('toUpstreamDate', () => {
  it.each([
    ['2026-03-07', '03-07-2026'],
    ['2000-01-05', '01-05-2000'],
    ['0999-02-03', '02-03-0999'],
    ['0050-12-31', '12-31-0050'],
    ['0001-01-01', '01-01-0001'],
  ])('writes %s as MM-dd-yyyy %s, the year always 4 digits', (iso, upstream) => {
    expect(toUpstreamDate(new Date(`${iso}T00:00:00.000Z`))).toBe(upstream);
    expect(toUpstreamDate(new Date(`${iso}T00:00:00.000Z`))).toMatch(/^[0-9]{2}-[0-9]{2}-[0-9]{4}$/);
  });
});
