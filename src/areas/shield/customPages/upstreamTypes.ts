import type { Echoed } from '../../shared/mutationPayload.js';
/** A zone's page of a type: the parent of `ShieldCustomPage` (bunny.net answers the HTML alone, as a JSON string). */
export interface ZoneCustomPage {
  shieldZoneId: number;
  pageType: string;
  html: string | null;
}

/** What `setShieldCustomPage` and `deleteShieldCustomPage` answer: the page, and its zone read when selected. */
export interface CustomPageResult extends Echoed {
  shieldZoneId: number;
  page: ZoneCustomPage;
}
