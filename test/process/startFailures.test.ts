import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What a newcomer gets when the gateway cannot start: one line saying what to do, exit code 2, never a stack trace.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function run(
  args: string[],
  env: Record<string, string>,
  cwd = ROOT,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', ...env },
    // stdout only where a test reads it: npm run dev's banner is not wanted here.
    stdio: ['ignore', env['METRICS_PORT'] ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr: stderr.trim(), stdout })));
}

let taken: Server;
let port: number;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => taken.close(() => resolve()));
});

describe('a port already in use', () => {
  const inUse = (variable: string) =>
    `bunny-gateway: ${variable} ${port} cannot be used: it is already in use (another gateway or npm run dev?): stop that process, or set ${variable} to a free port.`;

  it('stops the production entry with exit code 2 and one line naming PORT', async () => {
    const { code, stderr } = await run(['--import', 'tsx', 'src/server.ts'], {
      NODE_ENV: 'production',
      PORT: String(port),
    });
    expect(code).toBe(2);
    expect(stderr).toBe(inUse('PORT'));
  });

  it('stops the production entry with exit code 2 and one line naming METRICS_PORT, never saying it listens', async () => {
    const { code, stderr, stdout } = await run(['--import', 'tsx', 'src/server.ts'], {
      NODE_ENV: 'production',
      PORT: '0',
      METRICS_PORT: String(port),
    });
    expect(code).toBe(2);
    expect(stderr).toBe(inUse('METRICS_PORT'));
    expect(stdout).not.toContain('listening');
  });

  it('stops npm run dev with exit code 2 and one line naming PORT', async () => {
    const { code, stderr } = await run(['--import', 'tsx', 'src/dev.ts'], { PORT: String(port) });
    expect(code).toBe(2);
    expect(stderr).toBe(inUse('PORT'));
  });
});

describe('a trusted document that cannot run', () => {
  it('stops the production entry with exit code 2 and one line naming its id', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bunny-gateway-trusted-'));
    try {
      const manifest = join(folder, 'persisted_queries.json');
      writeFileSync(manifest, JSON.stringify({ ok: '{ containerNodeIps }', typo: '{ containerNodeIp }' }));
      const { code, stderr } = await run(['--import', 'tsx', 'src/server.ts'], {
        NODE_ENV: 'production',
        PORT: '0',
        TRUSTED_DOCUMENTS_FILE: manifest,
      });
      expect(code).toBe(2);
      expect(stderr).toMatch(
        /^bunny-gateway: TRUSTED_DOCUMENTS_FILE: trusted document typo is not valid: Cannot query field "containerNodeIp"/,
      );
      expect(stderr.split('\n')).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a configuration refusal names the variable at fault', () => {
  const server = ['--import', 'tsx', 'src/server.ts'];

  it.each([
    [
      'HOST that is not an address',
      { HOST: 'not_a_host' },
      'bunny-gateway: HOST must be an IP address of this machine (0.0.0.0 for all, 127.0.0.1 for this machine only) or a host name, got "not_a_host"',
    ],
    [
      'HOST that does not resolve',
      { HOST: 'nothing.invalid' },
      'bunny-gateway: HOST nothing.invalid cannot be used: the name does not resolve to an address: set HOST to an address of this machine (0.0.0.0 for all).',
    ],
    [
      'a missing TRUSTED_DOCUMENTS_FILE',
      { TRUSTED_DOCUMENTS_FILE: '/nonexistent/persisted_queries.json' },
      "bunny-gateway: TRUSTED_DOCUMENTS_FILE: /nonexistent/persisted_queries.json cannot be read (no such file): set it to the manifest's path.",
    ],
    [
      'an exporter the gateway does not ship',
      { OTEL_TRACES_EXPORTER: 'console' },
      'bunny-gateway: OTEL_TRACES_EXPORTER must be otlp or none (the gateway ships only the OTLP exporter), got "console"',
    ],
    [
      'an OTLP endpoint that is not a URL',
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' },
      'bunny-gateway: OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL such as http://collector:4318, got "collector:4318"',
    ],
    [
      'GraphiQL with only trusted documents',
      { GRAPHIQL: 'true', TRUSTED_DOCUMENTS: 'only', TRUSTED_DOCUMENTS_FILE: 'persisted_queries.json' },
      'bunny-gateway: GRAPHIQL=true cannot work with TRUSTED_DOCUMENTS=only: GraphiQL sends documents of its own (its schema query and what you type), which only-mode refuses. Set GRAPHIQL=false, or TRUSTED_DOCUMENTS=allow.',
    ],
  ])('%s stops the production entry with exit code 2 and one line', async (_case, env, line) => {
    const { code, stderr } = await run(server, { NODE_ENV: 'production', PORT: '0', ...env });
    expect(stderr).toBe(line);
    expect(code).toBe(2);
  });
});

describe('a configuration refusal under npm run dev', () => {
  it.each([
    ['a PORT that is not a number', { PORT: 'abc' }, 'bunny-gateway: PORT must be a whole number, got "abc"'],
    [
      'a missing TRUSTED_DOCUMENTS_FILE',
      { PORT: '0', TRUSTED_DOCUMENTS_FILE: '/nonexistent/persisted_queries.json' },
      "bunny-gateway: TRUSTED_DOCUMENTS_FILE: /nonexistent/persisted_queries.json cannot be read (no such file): set it to the manifest's path.",
    ],
  ])('%s stops it with exit code 2 and the one line npm start prints, no stack trace', async (_case, env, line) => {
    const { code, stderr } = await run(['--import', 'tsx', 'src/dev.ts'], env);
    expect(stderr).toBe(line);
    expect(code).toBe(2);
  });
});

describe('npm start before npm run build', () => {
  it('says to build first, with exit code 2', async () => {
    const checkout = mkdtempSync(join(tmpdir(), 'bunny-gateway-unbuilt-'));
    try {
      mkdirSync(join(checkout, 'scripts'));
      copyFileSync(join(ROOT, 'scripts', 'start.mjs'), join(checkout, 'scripts', 'start.mjs'));
      const { code, stderr } = await run(['scripts/start.mjs'], {}, checkout);
      expect(code).toBe(2);
      expect(stderr).toBe('bunny-gateway: dist/server.mjs is missing: run `npm run build` first, then `npm start`.');
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});
