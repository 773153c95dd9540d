import { describe, expect, it } from 'vitest';
import { MEDIA_PULL_ZONE_ID, MISSING_PULL_ZONE_ID, WEB_PULL_ZONE_ID } from '../../src/sandbox/index.js';
import { NOW, call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

interface LogEntry {
  logId: string;
  timestamp: number;
  log: string;
  labels: { ErrorCode: string; StatusCode: string; ServerZone: string };
}

const sandbox = useTestSandbox();

async function logsFor(pullZoneId: number, date: string): Promise<LogEntry[]> {
  const response = await call(sandbox.urls.originLogs, `/${pullZoneId}/${date}`, { key: freshKey() });
  expect(response.status).toBe(200);
  return (await jsonOf(response)).logs as LogEntry[];
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('GET /{pullZoneId}/{dateTime} on the origin-logs host', () => {
  it('answers the errors of a recent day, each log a JSON record matching its labels, except one malformed line', async () => {
    const logs = await logsFor(WEB_PULL_ZONE_ID, '08-19-2025');
    expect(logs.length).toBeGreaterThan(5);
    const dayStart = Date.UTC(2025, 7, 19);
    for (const entry of logs) {
      expect(entry.logId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(entry.timestamp).toBeGreaterThanOrEqual(dayStart);
      expect(entry.timestamp).toBeLessThan(dayStart + 86_400_000);
      expect(entry.labels).toEqual({
        ErrorCode: expect.any(String),
        StatusCode: expect.stringMatching(/^\d{3}$/),
        ServerZone: expect.any(String),
      });
    }
    const malformed = logs.filter((entry) => !parsesAsJson(entry.log));
    expect(malformed).toHaveLength(1);
    for (const entry of logs.filter((candidate) => parsesAsJson(candidate.log))) {
      const record = JSON.parse(entry.log) as Record<string, unknown>;
      expect(record).toMatchObject({
        PullZoneId: WEB_PULL_ZONE_ID,
        ErrorCode: entry.labels.ErrorCode,
        StatusCode: Number(entry.labels.StatusCode),
      });
    }
  });

  it('has a malformed line on each of the last 7 days, and only events up to now today', async () => {
    for (const date of [
      '08-14-2025',
      '08-15-2025',
      '08-16-2025',
      '08-17-2025',
      '08-18-2025',
      '08-19-2025',
      '08-20-2025',
    ]) {
      const logs = await logsFor(MEDIA_PULL_ZONE_ID, date);
      expect(logs.filter((entry) => !parsesAsJson(entry.log))).toHaveLength(1);
      expect(logs.every((entry) => entry.timestamp <= NOW.getTime())).toBe(true);
    }
  });

  it('answers the same entries on every read', async () => {
    expect(await logsFor(WEB_PULL_ZONE_ID, '08-18-2025')).toEqual(await logsFor(WEB_PULL_ZONE_ID, '08-18-2025'));
    expect(await logsFor(WEB_PULL_ZONE_ID, '08-18-2025')).not.toEqual(await logsFor(MEDIA_PULL_ZONE_ID, '08-18-2025'));
  });

  it('answers an empty list for days outside the last 7, future days and unknown Pull Zones', async () => {
    expect(await logsFor(WEB_PULL_ZONE_ID, '08-13-2025')).toEqual([]);
    expect(await logsFor(WEB_PULL_ZONE_ID, '08-21-2025')).toEqual([]);
    expect(await logsFor(MISSING_PULL_ZONE_ID, '08-19-2025')).toEqual([]);
  });

  it('answers 400 with no body for a date that does not exist and 404 for a date in another format', async () => {
    await expectNoBody(
      await call(sandbox.urls.originLogs, `/${WEB_PULL_ZONE_ID}/02-30-2025`, { key: freshKey() }),
      400,
    );
    await expectNoBody(
      await call(sandbox.urls.originLogs, `/${WEB_PULL_ZONE_ID}/2025-08-19`, { key: freshKey() }),
      404,
    );
  });
});
