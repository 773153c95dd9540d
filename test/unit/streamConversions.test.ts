import { describe, expect, it } from 'vitest';
import { heatmapPoints } from '../../src/areas/stream/videos/heatmap.js';
import { createLibraryBody, libraryInputField, updateLibraryBody } from '../../src/areas/stream/libraries/input.js';
import { commaList, numberList } from '../../src/areas/stream/lists.js';
import { validate } from '../../src/areas/stream/validation.js';

/** Stream's conversions between the graph and bunny.net's bodies, and the checks with edge cases. */

describe('library bodies', () => {
  it("sends each field under bunny.net's name, lists joined, enums as numbers, DRM switches inside their objects", () => {
    expect(
      updateLibraryBody({
        name: 'Demos',
        uiLanguage: 'de',
        enableMp4Fallback: false,
        customHtml: '<b>hi</b>',
        enableTokenIpVerification: true,
        enabledResolutions: ['720p', '1080p'],
        playbackSpeeds: [0.5, 1],
        drmVersion: 'BASIC_V2',
        encodingTier: 'PREMIUM',
        appleFairPlayDrmEnabled: true,
        googleWidevineDrmEnabled: false,
        widevineMinClientSecurityLevel: 'L3',
        bitrate2160p: 20000,
      }),
    ).toEqual({
      Name: 'Demos',
      UILanguage: 'de',
      EnableMP4Fallback: false,
      CustomHTML: '<b>hi</b>',
      EnableTokenIPVerification: true,
      EnabledResolutions: '720p,1080p',
      PlaybackSpeeds: '0.5,1',
      DrmVersion: 2,
      EncodingTier: 1,
      AppleFairPlayDrm: { Enabled: true },
      GoogleWidevineDrm: { Enabled: false, MinClientSecurityLevel: 3 },
      Bitrate2160p: 20000,
    });
  });

  it('leaves out what the caller left out or set to null: bunny.net changes only what it is sent', () => {
    expect(
      createLibraryBody({ name: 'x', replicationRegions: null, playerVersion: undefined, encodingTier: 'FREE' }),
    ).toEqual({
      Name: 'x',
      EncodingTier: 0,
    });
  });

  it("names bunny.net's field in an error by the input field it came from", () => {
    expect(libraryInputField('EnableMP4Fallback')).toBe('input.enableMp4Fallback');
    expect(libraryInputField('GoogleWidevineDrm.Enabled')).toBe('input.googleWidevineDrmEnabled');
    expect(libraryInputField('PlayerKeyColor')).toBe('input.playerKeyColor');
  });
});

describe("bunny.net's lists and maps", () => {
  it('reads comma lists without blanks, and number lists without what is not a number', () => {
    expect(commaList(' 720p, ,1080p ')).toEqual(['720p', '1080p']);
    expect(commaList(null)).toEqual([]);
    expect(numberList('0.5,1,fast,2')).toEqual([0.5, 1, 2]);
  });

  it('reads a heatmap in timeline order, leaving out keys that are not numbers and values that are not integers', () => {
    expect(heatmapPoints({ heatmap: { '10': 5, '2': 9, x: 1, '': 3, '4': 1.5 } })).toEqual([
      { position: 2, value: 9 },
      { position: 10, value: 5 },
    ]);
    expect(heatmapPoints({ heatmap: null })).toEqual([]);
  });
});

describe('checks with edge cases', () => {
  const video = { videoLibraryId: 1, videoId: 'v' };

  it('takes language codes such as pt-BR and refuses anything that could be more than a path segment', () => {
    expect(() => validate.removeVideoCaption({ ...video, srclang: 'pt-BR' })).not.toThrow();
    for (const srclang of ['e', 'en/../x', 'en us', 'english-language-code-long'])
      expect(() => validate.removeVideoCaption({ ...video, srclang })).toThrow(/srclang/);
  });

  it('refuses caption text over 1 MiB, blank caption text, and text with a lone surrogate', () => {
    const add = (text: string) => () => validate.addVideoCaption({ ...video, srclang: 'en', text }, undefined);
    expect(add(`WEBVTT\n${'x'.repeat(1024 * 1024)}`)).toThrow(/at most/);
    expect(add('  \n ')).toThrow(/captions/);
    expect(add('WEBVTT \ud800')).toThrow(/surrogate/);
    expect(add('WEBVTT\n\n00:00.000 --> 00:01.000\nHi')()).toEqual({
      kind: 'text',
      text: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi',
    });
  });

  it('turns a player token expiry into Unix seconds, and refuses a token with spaces', () => {
    expect(validate.playData({ token: 'abc', expires: new Date('2030-01-01T00:00:00Z') })).toEqual({
      token: 'abc',
      expires: '1893456000',
    });
    expect(() => validate.playData({ token: 'a b' })).toThrow(/token/);
  });

  it('turns a clean-up into its query, and refuses one that deletes nothing', () => {
    expect(
      validate.cleanUpVideoResolutions({
        ...video,
        resolutions: { outputs: ['vp9'], deleteMp4Files: true, dryRun: true },
      }),
    ).toEqual({
      resolutionsToDelete: undefined,
      outputs: 'vp9',
      deleteNonConfiguredResolutions: undefined,
      allResolutions: undefined,
      deleteOriginal: undefined,
      deleteMp4Files: 'true',
      dryRun: 'true',
    });
    expect(() =>
      validate.cleanUpVideoResolutions({ ...video, resolutions: { deleteOriginal: false, dryRun: true } }),
    ).toThrow(/what to delete/);
  });
});
