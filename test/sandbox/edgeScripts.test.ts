import { describe, expect, it } from 'vitest';
import {
  CDN_SCRIPT_ID,
  CDN_SCRIPT_LIVE_RELEASE_ID,
  CDN_SCRIPT_PREVIOUS_RELEASE_ID,
  CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
  EMPTY_SCRIPT_ID,
  MIDDLEWARE_SCRIPT_ID,
  MIDDLEWARE_SCRIPT_LIVE_RELEASE_UUID,
} from '../../src/sandbox/index.js';
import { NOW, call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

const update = (key: string, id: number, body: unknown): Promise<Response> =>
  call(sandbox.urls.api, `/compute/script/${id}`, { key, json: body });
const publish = (key: string, id: number, uuid: string, body: unknown = { Note: 'Roll back' }): Promise<Response> =>
  call(sandbox.urls.api, `/compute/script/${id}/publish/${uuid}`, { key, json: body });

describe('POST /compute/script/{id}', () => {
  it('renames the script and answers the full PascalCase EdgeScriptModel with a DeploymentKey', async () => {
    const key = freshKey();
    const response = await update(key, CDN_SCRIPT_ID, { Name: 'image-optimizer-v2' });
    expect(response.status).toBe(200);
    const script = await jsonOf(response);
    expect(script).toMatchObject({
      Id: CDN_SCRIPT_ID,
      Name: 'image-optimizer-v2',
      ScriptType: 1,
      LastModified: NOW.toISOString(),
      CurrentReleaseId: CDN_SCRIPT_LIVE_RELEASE_ID,
      Deleted: false,
      LinkedPullZones: [expect.objectContaining({ PullZoneName: 'acme-web' })],
      DeploymentKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(Object.keys(script).every((name) => /^[A-Z]/.test(name))).toBe(true);
  });

  it('changes ScriptType when given and keeps the name when only the type is sent', async () => {
    const key = freshKey();
    const script = await jsonOf(await update(key, MIDDLEWARE_SCRIPT_ID, { ScriptType: 1 }));
    expect(script).toMatchObject({ Name: 'auth-gateway', ScriptType: 1 });
    expect(await jsonOf(await update(key, MIDDLEWARE_SCRIPT_ID, {}))).toMatchObject({ ScriptType: 1 });
  });

  it('gives each account its own DeploymentKey', async () => {
    const first = await jsonOf(await update(freshKey(), CDN_SCRIPT_ID, {}));
    const second = await jsonOf(await update(freshKey(), CDN_SCRIPT_ID, {}));
    expect(first.DeploymentKey).not.toBe(second.DeploymentKey);
  });

  it('answers 404 with no body for an unknown script', async () => {
    await expectNoBody(await update(freshKey(), 1, { Name: 'x' }), 404);
  });

  it('answers 400 ApiErrorData for an empty or over-long name and an unknown ScriptType', async () => {
    for (const [body, field] of [
      [{ Name: '' }, 'Name'],
      [{ Name: 'n'.repeat(101) }, 'Name'],
      [{ ScriptType: 7 }, 'ScriptType'],
    ] as const) {
      const response = await update(freshKey(), CDN_SCRIPT_ID, body);
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ Field: field });
    }
  });
});

describe('POST /compute/script/{id}/publish/{uuid}', () => {
  it('makes the release current, as the next read of the script shows', async () => {
    const key = freshKey();
    await expectNoBody(await publish(key, CDN_SCRIPT_ID, CDN_SCRIPT_PREVIOUS_RELEASE_UUID), 204);
    expect(await jsonOf(await update(key, CDN_SCRIPT_ID, {}))).toMatchObject({
      CurrentReleaseId: CDN_SCRIPT_PREVIOUS_RELEASE_ID,
    });
  });

  it('accepts an upper-case uuid and a missing Note', async () => {
    await expectNoBody(
      await publish(freshKey(), CDN_SCRIPT_ID, CDN_SCRIPT_PREVIOUS_RELEASE_UUID.toUpperCase(), {}),
      204,
    );
  });

  it('answers 400 with no body for a uuid that is not a release of the script', async () => {
    await expectNoBody(await publish(freshKey(), CDN_SCRIPT_ID, MIDDLEWARE_SCRIPT_LIVE_RELEASE_UUID), 400);
  });

  it('answers 400 with no body for a script that has no code', async () => {
    await expectNoBody(await publish(freshKey(), EMPTY_SCRIPT_ID, CDN_SCRIPT_PREVIOUS_RELEASE_UUID), 400);
  });

  it('answers 404 with no body for an unknown script', async () => {
    await expectNoBody(await publish(freshKey(), 1, CDN_SCRIPT_PREVIOUS_RELEASE_UUID), 404);
  });
});
