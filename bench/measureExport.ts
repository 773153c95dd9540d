/**
 * The CSV export scenario: one large export streamed through the gateway to a deliberately slow client, its bytes
 * compared with what the fake sent, the gateway's RSS growth and CPU per MB around it.
 */
import { fakeExportBytes, fakeReset, fakeStats } from './fakeControl.js';
import { ACCOUNT_KEY } from './fixtures.js';
import { cpuMicros, memoryStatus, resetPeakRss, sampleRss } from './measure.js';
import type { Measured } from './measureLoad.js';
import { checkFake, problems } from './problems.js';
import type { GatewayProcess } from './processes.js';
import { EXPORT_PATH, exportRequestBody } from './scenarios.js';
import { slowDownload } from './slowClient.js';

const MB = 1024 * 1024;

const log = (message: string): void => void process.stderr.write(`[bench] ${message}\n`);

export async function measureExport(gateway: GatewayProcess, fakeUrl: string, exportBytes: number): Promise<Measured> {
  const title = `7. CSV export ${(exportBytes / MB).toFixed(0)} MB to a slow client`;
  const pid = gateway.pid;
  const headers = { AccessKey: ACCOUNT_KEY };
  // Slow: a 5 ms pause after every 256 KB caps the client at about 50 MB/s, well below what the fake can send.
  const slow = { pauseEveryBytes: 256 * 1024, pauseMs: 5 };
  log(`${title}: warm-up (1 MB)`);
  await fakeExportBytes(fakeUrl, MB);
  const warm = await slowDownload(gateway.url + EXPORT_PATH, exportRequestBody(), headers, slow);
  if (warm.status !== 200 || warm.error) problems.push(`${title} (warm-up): status ${warm.status} ${warm.error ?? ''}`);
  await fakeExportBytes(fakeUrl, exportBytes);

  log(`${title}: measuring`);
  await fakeReset(fakeUrl);
  const baselineRss = memoryStatus(pid).rss;
  const peakReset = resetPeakRss(pid);
  const sampler = sampleRss(pid);
  const cpuBefore = cpuMicros(pid);
  const result = await slowDownload(gateway.url + EXPORT_PATH, exportRequestBody(), headers, slow);
  const cpuAfter = cpuMicros(pid);
  const sampledPeak = sampler.stop();
  const memory = memoryStatus(pid);
  const stats = await fakeStats(fakeUrl);
  checkFake(title, stats);
  const sent = stats.exports[0];
  let wrong = 0;
  if (result.status !== 200 || result.error) problems.push(`${title}: status ${result.status} ${result.error ?? ''}`);
  if (!sent?.complete || sent.sha1 !== result.sha1 || sent.bytes !== result.bytes) {
    wrong = 1;
    problems.push(
      `${title}: received ${result.bytes} bytes (sha1 ${result.sha1}), the fake sent ${sent?.bytes ?? 0} (sha1 ${sent?.sha1 ?? 'none'})`,
    );
  }
  if (!result.contentType?.startsWith('text/csv'))
    problems.push(`${title}: content-type ${result.contentType ?? 'none'}`);
  const peakRssBytes = peakReset ? memory.peakRss : Math.max(sampledPeak, memory.rss);
  const seconds = result.durationMs / 1000;
  return {
    id: 'export',
    system: 'gateway',
    row: {
      title,
      system: 'gateway',
      reqPerSec: 1 / seconds,
      p50Ms: result.durationMs,
      p99Ms: result.durationMs,
      cpuMicrosPerRequest: cpuAfter - cpuBefore,
      peakRssBytes,
      rssGrowthBytes: peakRssBytes - baselineRss,
      upstreamCallsPerRequest: stats.total,
      requests: 1,
      errors: result.error ? 1 : 0,
      non2xx: result.status >= 200 && result.status < 300 ? 0 : 1,
      wrongAnswers: wrong,
      notes: `${(result.bytes / MB / seconds).toFixed(0)} MB/s out, ${((cpuAfter - cpuBefore) / 1000 / (result.bytes / MB)).toFixed(2)} CPU ms/MB`,
    },
  };
}
