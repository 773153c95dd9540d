import { describe, expect, it } from 'vitest';
import { toUpstreamDate } from '../../src/areas/originLogs/mappers.js';
import {
  certificateHostname,
  hostname,
  httpToken,
  requiredText,
  visibleAscii,
} from '../../src/areas/shared/validate.js';

/** The shared argument checks on their own; the HTTP-level proof (zero upstream calls) is in test/integration/safety.test.ts. */

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
      expect(refusal(() => requiredText('containers', 'input.tag', value, 1, 100))).toEqual({
        code: 'BAD_USER_INPUT',
        service: 'containers',
        argument: 'input.tag',
      });
    },
  );

  it('keeps the length and control-character rules of lengthBetween', () => {
    expect(refusal(() => requiredText('containers', 'input.tag', '', 1, 100))?.['argument']).toBe('input.tag');
    expect(refusal(() => requiredText('containers', 'input.tag', 'x'.repeat(101), 1, 100))?.['argument']).toBe(
      'input.tag',
    );
    expect(refusal(() => requiredText('containers', 'input.tag', 'a\nb', 1, 100))?.['argument']).toBe('input.tag');
  });

  it.each(['1.27', ' web ', 'my app', 'é'])('returns %j unchanged (never trimmed)', (value) => {
    expect(requiredText('containers', 'input.tag', value, 1, 100)).toBe(value);
  });
});

describe('visibleAscii', () => {
  it.each(['        ', 'abcdéfgh€', 'abcd efgh', 'abcdefg\u00a0', 'short', 'x'.repeat(37)])(
    'refuses %j as a security key',
    (value) => {
      expect(refusal(() => visibleAscii('pullZones', 'securityKey', value, 8, 36))?.['argument']).toBe('securityKey');
    },
  );

  it('accepts every visible ASCII character', () => {
    const all = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).join('');
    expect(visibleAscii('pullZones', 'securityKey', all, 1, 100)).toBe(all);
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
    expect(refusal(() => httpToken('containers', 'h[0]', value))?.['argument']).toBe('h[0]');
  });

  it.each(['X-Session', 'x', "!#$%&'*+-.^_`|~", 'SESSION_ID', 'x'.repeat(256)])('accepts %j', (value) => {
    expect(httpToken('containers', 'h[0]', value)).toBe(value);
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
    expect(refusal(() => certificateHostname('pullZones', 'hostname', value))?.['argument']).toBe('hostname');
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
    expect(certificateHostname('pullZones', 'hostname', value)).toBe(value);
  });

  it('leaves hostname (referrers) accepting IPv4 addresses and wildcards', () => {
    expect(hostname('stream', 'hostname', '203.0.113.9', { wildcard: true })).toBe('203.0.113.9');
    expect(hostname('stream', 'hostname', '*.example.com', { wildcard: true })).toBe('*.example.com');
  });
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
