import type { IncomingHttpHeaders } from 'node:http';

/**
 * The part of a fetch `Headers` the gateway and its plugins read (`get`, `has`), over node:http's parsed headers:
 * names are already lower-case there, and repeated headers are already joined (arrays only for a few, joined here).
 */
export class NodeHeaders {
  constructor(private readonly raw: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    return typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : null;
  }

  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }
}
