import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVE_APP_ID,
  SANDBOX_DEMO_KEY,
  SANDBOX_REVOKED_KEY,
  SEEDED_APP_COUNT,
  startSandbox,
  type Sandbox,
} from '../../src/sandbox/index.js';

/** The sandbox's Magic Containers reads over plain HTTP: cursor paging, 404 and 400 in the ErrorDetails dialect. */

// biome-ignore lint/suspicious/noExplicitAny: answers are read at any depth; each expectation checks the shape it reads.
type Json = any;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

async function get(path: string, key = SANDBOX_DEMO_KEY): Promise<{ status: number; body: Record<string, Json> }> {
  const response = await fetch(`${sandbox.urls.api}${path}`, { headers: { AccessKey: key } });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : JSON.parse(text) };
}

describe('GET /mc/apps', () => {
  it('pages through every app by following cursor until it is null', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '' : `&nextCursor=${encodeURIComponent(cursor)}`;
      const { status, body } = await get(`/mc/apps?limit=20${query}`);
      expect(status).toBe(200);
      expect(body['meta']).toEqual({ totalItems: SEEDED_APP_COUNT });
      ids.push(...body['items'].map((app: { id: string }) => app.id));
      cursor = body['cursor'];
    } while (cursor !== null);
    expect(ids).toHaveLength(SEEDED_APP_COUNT);
    expect(ids[0]).toBe(ACTIVE_APP_ID);
  });

  it('issues cursors longer than 1,024 characters holding / + = % ? and #, as an opaque token may', async () => {
    const { body } = await get('/mc/apps?limit=5');
    const cursor: string = body['cursor'];
    expect(cursor.length).toBeGreaterThan(1024);
    for (const character of ['/', '+', '=', '%', '?', '#']) expect(cursor).toContain(character);
    const next = await get(`/mc/apps?limit=5&nextCursor=${encodeURIComponent(cursor)}`);
    expect(next.status).toBe(200);
    expect(next.body['items'][0].id).not.toBe(body['items'][0].id);
  });

  it('refuses a limit outside 1 to 1000 and a cursor it did not issue, naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['nextCursor=bm9wZQ', 'nextCursor'],
    ]) {
      const { status, body } = await get(`/mc/apps?${query}`);
      expect(status).toBe(400);
      expect(body['errors']).toEqual([{ field, message: expect.any(String) }]);
    }
  });

  it('answers 401 ProblemDetails to a revoked key', async () => {
    const { status, body } = await get('/mc/apps', SANDBOX_REVOKED_KEY);
    expect(status).toBe(401);
    expect(body['status']).toBe(401);
  });
});

describe('GET /mc/apps/{appId} and its lists', () => {
  it('answers an unknown app with a 404 ErrorDetails on each read', async () => {
    for (const suffix of ['', '/endpoints', '/volumes']) {
      const { status, body } = await get(`/mc/apps/NoSuchApp${suffix}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: 404, instance: `/mc/apps/NoSuchApp${suffix}` });
    }
  });

  it('sends the volumes whole, each with its instances', async () => {
    const { status, body } = await get(`/mc/apps/${ACTIVE_APP_ID}/volumes`);
    expect(status).toBe(200);
    expect(body['cursor']).toBeNull();
    expect(body['items'][0].volumeInstances).toHaveLength(3);
  });
});
