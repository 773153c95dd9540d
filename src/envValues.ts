import { isIP } from 'node:net';

/**
 * Reading one environment variable each: its value checked, or a ConfigError naming the variable and what it takes,
 * so a bad value stops the process at start-up (config.ts).
 */

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

export function ratio(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1)
    throw new ConfigError(`${name} must be between 0 and 1, got "${raw}"`);
  return value;
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

/** An upstream base URL: http(s), no credentials, no query or fragment; the trailing slash is dropped. */
export function baseUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`${name} must be http(s), got "${url.protocol}"`);
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError(`${name} must not carry credentials, a query or a fragment`);
  }
  return url.href.replace(/\/+$/, '');
}

/** A comma-separated list of origins such as `https://app.example.com`; `*` or empty means any origin. */
export function origins(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw || raw === '*') return [];
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new ConfigError(`${name} must list origins such as https://app.example.com, got "${origin}"`);
    }
    if (url.origin !== origin)
      throw new ConfigError(`${name} entries must be bare origins (scheme, host, port), got "${origin}"`);
    return origin;
  });
}

/**
 * HOST: an IPv4 or IPv6 address, or a host name (letters, digits, hyphens and dots, as DNS writes them), checked here
 * so that a mistyped one is refused naming HOST, not as a port that cannot be used.
 */
export function host(env: Env, fallback: string): string {
  const raw = env['HOST'];
  if (raw === undefined || raw === '') return fallback;
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  const hostName = new RegExp(`^${label}(?:\\.${label})*\\.?$`, 'i');
  if (isIP(raw) !== 0 || (raw.length <= 253 && hostName.test(raw))) return raw;
  throw new ConfigError(
    `HOST must be an IP address of this machine (0.0.0.0 for all, 127.0.0.1 for this machine only) or a host name, got "${raw}"`,
  );
}

/** METRICS_PORT: unset or empty keeps /metrics on PORT; otherwise its own port, which must differ from PORT. */
export function metricsPort(env: Env): number | null {
  if (env['METRICS_PORT'] === undefined || env['METRICS_PORT'] === '') return null;
  const port = int(env, 'METRICS_PORT', 0, 0, 65535);
  if (port !== 0 && port === int(env, 'PORT', 4000, 0, 65535))
    throw new ConfigError(`METRICS_PORT must differ from PORT (${port})`);
  return port;
}
