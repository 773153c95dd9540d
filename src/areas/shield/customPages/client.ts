import { Readable } from 'node:stream';
import { ShieldCalls } from '../shieldCalls.js';

/** Custom response pages: a zone's page of a type, read, set and deleted. */
export class ShieldCustomPageClient extends ShieldCalls {
  /** `GET .../custom-page/{pageType}`: the HTML, documented as a JSON string; null for an empty answer. */
  async getPage(shieldZoneId: number, pageType: string): Promise<string | null> {
    const { data } = await this.json<string>({
      method: 'GET',
      route: '/shield/shield-zone/{shieldZoneId}/custom-page/{pageType}',
      params: { shieldZoneId, pageType },
      idempotent: true,
      answer: 'string',
    });
    return data ?? null;
  }

  /**
   * `PUT .../custom-page/{pageType}`. The document gives this operation no request body; the page is sent as what it
   * is, `text/html`, and bunny.net's `GenericRequestResponse` answers it.
   */
  async setPage(shieldZoneId: number, pageType: string, html: string): Promise<void> {
    await this.json<unknown>({
      method: 'PUT',
      route: '/shield/shield-zone/{shieldZoneId}/custom-page/{pageType}',
      params: { shieldZoneId, pageType },
      body: {
        stream: Readable.from([Buffer.from(html, 'utf8')]),
        contentType: 'text/html; charset=utf-8',
        argument: 'html',
      },
      answer: 'object',
    });
  }

  /** `DELETE .../custom-page/{pageType}`. */
  async deletePage(shieldZoneId: number, pageType: string): Promise<void> {
    await this.json<unknown>({
      method: 'DELETE',
      route: '/shield/shield-zone/{shieldZoneId}/custom-page/{pageType}',
      params: { shieldZoneId, pageType },
      answer: 'object',
    });
  }
}
