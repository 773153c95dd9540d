import { describe, expect, it } from 'vitest';
import { MIDDLEWARE_TENANT_COUNT } from '../../src/sandbox/edgeScripts/seed.js';
import {
  CDN_SCRIPT_ID,
  CDN_SCRIPT_SECRET_ID,
  CDN_SCRIPT_VARIABLE_ID,
  MIDDLEWARE_SCRIPT_ID,
} from '../../src/sandbox/index.js';
import { NOW, call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

/** A script's environment variables and secrets in the sandbox; a secret's value is never answered. */

const sandbox = useTestSandbox();

const api = (key: string, path: string, options: { method?: string; json?: unknown } = {}): Promise<Response> =>
  call(sandbox.urls.api, path, { key, ...options });
const variablesOf = async (key: string, id: number) =>
  (await jsonOf(await api(key, `/compute/script/${id}`)))['EdgeScriptVariables'] as { Id: number; Name: string }[];
const secretsOf = async (key: string, id: number) =>
  (await jsonOf(await api(key, `/compute/script/${id}/secrets`)))['Secrets'] as Record<string, unknown>[];
const VARIABLES = `/compute/script/${CDN_SCRIPT_ID}/variables`;
const SECRETS = `/compute/script/${CDN_SCRIPT_ID}/secrets`;

describe('variables', () => {
  it('reads one variable, adds one (listed by the script), changes and deletes it', async () => {
    const key = freshKey();
    expect(await jsonOf(await api(key, `${VARIABLES}/${CDN_SCRIPT_VARIABLE_ID}`))).toEqual({
      Id: CDN_SCRIPT_VARIABLE_ID,
      Name: 'MAX_WIDTH',
      Required: true,
      DefaultValue: '2048',
    });
    const added = await jsonOf(await api(key, `${VARIABLES}/add`, { json: { Name: 'REGION', Required: false } }));
    expect(added).toMatchObject({ Name: 'REGION', Required: false, DefaultValue: '' });
    expect((await variablesOf(key, CDN_SCRIPT_ID)).map((variable) => variable.Name)).toContain('REGION');
    const changed = await api(key, `${VARIABLES}/${added['Id']}`, { json: { DefaultValue: 'eu', Required: null } });
    expect(await jsonOf(changed)).toMatchObject({ Id: added['Id'], DefaultValue: 'eu', Required: false });
    await expectNoBody(await api(key, `${VARIABLES}/${added['Id']}`, { method: 'DELETE' }), 204);
    await expectNoBody(await api(key, `${VARIABLES}/${added['Id']}`), 404);
    expect((await variablesOf(key, CDN_SCRIPT_ID)).map((variable) => variable.Name)).not.toContain('REGION');
  });

  it('upserts by name: 200 with the variable when new, 204 with no body when it changes one', async () => {
    const key = freshKey();
    const created = await api(key, VARIABLES, { method: 'PUT', json: { Name: 'NEW_ONE', DefaultValue: 'a' } });
    expect(await jsonOf(created)).toMatchObject({ Name: 'NEW_ONE', DefaultValue: 'a' });
    await expectNoBody(
      await api(key, VARIABLES, { method: 'PUT', json: { Name: 'MAX_WIDTH', DefaultValue: '99' } }),
      204,
    );
    expect(await jsonOf(await api(key, `${VARIABLES}/${CDN_SCRIPT_VARIABLE_ID}`))).toMatchObject({
      DefaultValue: '99',
    });
  });

  it('answers 400 for a name the script has and a value over 2 KB, 404 for an unknown variable', async () => {
    const key = freshKey();
    const taken = await api(key, `${VARIABLES}/add`, { json: { Name: 'MAX_WIDTH', Required: true } });
    expect(await jsonOf(taken)).toMatchObject({ Field: 'Name' });
    const long = await api(key, `${VARIABLES}/add`, {
      json: { Name: 'X', Required: true, DefaultValue: 'é'.repeat(1025) },
    });
    expect(long.status).toBe(400);
    expect(await jsonOf(long)).toMatchObject({ Field: 'DefaultValue' });
    await expectNoBody(await api(key, `${VARIABLES}/1`, { json: { Required: true } }), 404);
    await expectNoBody(await api(key, `${VARIABLES}/1`, { method: 'DELETE' }), 404);
  });
});

describe('secrets', () => {
  it('lists names and dates, never a value; the middleware script has a page and more of them', async () => {
    const key = freshKey();
    const [seeded] = await secretsOf(key, CDN_SCRIPT_ID);
    expect(Object.keys(seeded ?? {}).sort()).toEqual(['Id', 'LastModified', 'Name']);
    expect(seeded).toMatchObject({ Id: CDN_SCRIPT_SECRET_ID, Name: 'IMAGE_SIGNING_KEY' });
    expect(await secretsOf(key, MIDDLEWARE_SCRIPT_ID)).toHaveLength(1 + MIDDLEWARE_TENANT_COUNT);
  });

  it('adds, changes and deletes a secret, answering its name and date only', async () => {
    const key = freshKey();
    const value = 'sk_live_4f2a9c0e7b1d';
    const response = await api(key, SECRETS, { json: { Name: 'STRIPE_KEY', Secret: value } });
    const text = await response.text();
    expect(text).not.toContain(value);
    const added = JSON.parse(text) as Record<string, unknown>;
    expect(added).toEqual({ Id: expect.any(Number), Name: 'STRIPE_KEY', LastModified: NOW.toISOString() });
    const changed = await api(key, `${SECRETS}/${added['Id']}`, { json: { Secret: 'sk_live_other' } });
    expect(await jsonOf(changed)).toEqual(added);
    await expectNoBody(await api(key, `${SECRETS}/${added['Id']}`, { method: 'DELETE' }), 204);
    expect((await secretsOf(key, CDN_SCRIPT_ID)).map((secret) => secret['Name'])).toEqual(['IMAGE_SIGNING_KEY']);
  });

  it('upserts by name: 200 with the secret when new, 204 with no body when it changes one', async () => {
    const key = freshKey();
    const created = await api(key, SECRETS, { method: 'PUT', json: { Name: 'NEW_SECRET', Secret: 'value-1' } });
    expect(await jsonOf(created)).toMatchObject({ Name: 'NEW_SECRET' });
    await expectNoBody(
      await api(key, SECRETS, { method: 'PUT', json: { Name: 'NEW_SECRET', Secret: 'value-2' } }),
      204,
    );
  });

  it('answers 400 ApiErrorData for a name the script has or no value, never quoting the value', async () => {
    const key = freshKey();
    const taken = await api(key, SECRETS, { json: { Name: 'IMAGE_SIGNING_KEY', Secret: 'x-secret-value' } });
    expect(taken.status).toBe(400);
    expect(await taken.text()).not.toContain('x-secret-value');
    const empty = await api(key, SECRETS, { json: { Name: 'EMPTY', Secret: '' } });
    expect(await jsonOf(empty)).toMatchObject({ Field: 'Secret' });
    await expectNoBody(await api(key, `${SECRETS}/1`, { method: 'DELETE' }), 404);
  });
});
