import { describe, expect, it } from 'vitest';
import {
  COURSES_LIBRARY_ID,
  DEMO_BLOCKED_REFERRER,
  DEMO_LIBRARY_ID,
  DEMO_LIBRARY_VIDEO_COUNT,
  libraryApiKeyFor,
} from '../../src/sandbox/index.js';
import { NOW, call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

const getLibrary = (key: string, id = DEMO_LIBRARY_ID): Promise<Response> =>
  call(sandbox.urls.api, `/videolibrary/${id}`, { key });
const removeReferrer = (key: string, hostname: unknown, id = DEMO_LIBRARY_ID): Promise<Response> =>
  call(sandbox.urls.api, `/videolibrary/${id}/removeBlockedReferrer`, { key, json: { Hostname: hostname } });

describe('GET /videolibrary/{id}', () => {
  it('answers the PascalCase VideoLibraryModel including the library’s own ApiKey', async () => {
    const key = freshKey();
    const response = await getLibrary(key);
    expect(response.status).toBe(200);
    const library = await jsonOf(response);
    expect(library).toMatchObject({
      Id: DEMO_LIBRARY_ID,
      Name: 'Product Demos',
      VideoCount: DEMO_LIBRARY_VIDEO_COUNT,
      ApiKey: libraryApiKeyFor(key, DEMO_LIBRARY_ID),
      BlockedReferrers: expect.arrayContaining([DEMO_BLOCKED_REFERRER]),
    });
    expect(library.ApiAccessKey).toBe(library.ApiKey);
    expect(Object.keys(library).every((name) => /^[A-Z]/.test(name))).toBe(true);
  });

  it('answers 404 ApiErrorData for a library that does not exist', async () => {
    const response = await getLibrary(freshKey(), 1);
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toEqual({
      ErrorKey: 'videolibrary.not_found',
      Field: 'Id',
      Message: expect.any(String),
    });
  });
});

describe('POST /videolibrary/{id}/removeBlockedReferrer', () => {
  it('removes the referrer: it disappears from the library and removing it again answers 400 with Field Hostname', async () => {
    const key = freshKey();
    await expectNoBody(await removeReferrer(key, DEMO_BLOCKED_REFERRER.toUpperCase()), 200);

    const library = await jsonOf(await getLibrary(key));
    expect(library.BlockedReferrers).not.toContain(DEMO_BLOCKED_REFERRER);
    expect(library.DateModified).toBe(NOW.toISOString());

    const again = await removeReferrer(key, DEMO_BLOCKED_REFERRER);
    expect(again.status).toBe(400);
    expect(await jsonOf(again)).toEqual({
      ErrorKey: 'videolibrary.referrer_not_found',
      Field: 'Hostname',
      Message: expect.any(String),
    });
  });

  it('answers 400 with Field Hostname when the hostname is empty', async () => {
    const response = await removeReferrer(freshKey(), '');
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ Field: 'Hostname' });
  });

  it('answers 404 with no body for a library that does not exist', async () => {
    await expectNoBody(await removeReferrer(freshKey(), DEMO_BLOCKED_REFERRER, 1), 404);
  });

  it('only touches the library it is sent to', async () => {
    const key = freshKey();
    const before = await jsonOf(await getLibrary(key, COURSES_LIBRARY_ID));
    await removeReferrer(key, DEMO_BLOCKED_REFERRER);
    expect(await jsonOf(await getLibrary(key, COURSES_LIBRARY_ID))).toEqual(before);
  });
});
