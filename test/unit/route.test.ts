import { describe, expect, it } from 'vitest';
import { buildPath, buildQuery } from '../../src/upstream/route.js';

/** The upstream layer's last-line guard: the areas check arguments first, but a bad segment is refused here too. */

const refusal = (build: () => unknown) => {
  try {
    build();
  } catch (error) {
    return { message: (error as Error).message, ...(error as { extensions?: object }).extensions };
  }
  return undefined;
};

describe('buildPath', () => {
  it('fills parameters named after the GraphQL arguments and percent-encodes each value', () => {
    expect(
      buildPath({
        service: 'containers',
        route: '/mc/apps/{appId}/volumes/{volumeId}',
        params: { appId: 'app 1', volumeId: 'vol+é' },
      }),
    ).toBe('/mc/apps/app%201/volumes/vol%2B%C3%A9');
    expect(buildPath({ service: 'pullZones', route: '/pullzone/{pullZoneId}/x', params: { pullZoneId: 7 } })).toBe(
      '/pullzone/7/x',
    );
  });

  it.each(['', '.', '..', 'a/b', 'a\\b', 'a?b', 'a#b', '%2e%2e', 'a\r\nb', 'a\u0000', 'app\ud800', '\udc00x'])(
    'refuses %j as a path segment, naming the parameter, even when no area checked it',
    (value) => {
      expect(
        refusal(() =>
          buildPath({ service: 'stream', route: '/library/1/videos/{videoId}', params: { videoId: value } }),
        ),
      ).toMatchObject({ code: 'BAD_USER_INPUT', service: 'stream', argument: 'videoId' });
    },
  );

  it('fails loudly when a client forgets a parameter (a bug, not bad input)', () => {
    expect(() => buildPath({ service: 'shield', route: '/shield/{shieldZoneId}', params: {} })).toThrow(
      'needs a value for {shieldZoneId}',
    );
  });
});

describe('buildQuery', () => {
  it('refuses a value holding a lone surrogate, naming the parameter, instead of sending U+FFFD in its place', () => {
    expect(refusal(() => buildQuery({ search: 'cdn\ud800' }, 'pullZones'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      service: 'pullZones',
      argument: 'search',
    });
    expect(buildQuery({ search: 'cdn\u{1f600}', page: undefined }, 'pullZones')).toBe('?search=cdn%F0%9F%98%80');
  });

  it('sends a list as its name repeated, once per value in order, and an empty list not at all', () => {
    expect(buildQuery({ Product: ['CDN', 'a&b=c'], ResourceId: [], Limit: '20' }, 'account')).toBe(
      '?Product=CDN&Product=a%26b%3Dc&Limit=20',
    );
    expect(refusal(() => buildQuery({ ActorId: ['ok', 'x\udc00'] }, 'account'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'ActorId',
    });
  });
});
