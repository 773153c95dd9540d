import { createHmac } from 'node:crypto';
import { settingOf } from '../stream/videoLibraryModel.js';
import type { Video, VideoLibrary } from '../stream/videoState.js';

/** How long each step of an encoding takes in the sandbox: a few seconds in all, so a dashboard sees it move. */
export const ENCODING_STEP_MS = 2_000;

/** The video's status (VideoModelStatus) at each step, and the webhook's status bunny.net sends for it. */
const STEPS: readonly { readonly video: number; readonly webhook: number }[] = [
  { video: 2, webhook: 1 }, // Processing
  { video: 3, webhook: 2 }, // Transcoding / encoding
  { video: 4, webhook: 3 }, // Finished
];

/**
 * After an upload, the sandbox encodes the video over a few seconds as bunny.net does: Processing, Transcoding,
 * Finished, and at each step it POSTs the library's webhook (its WebhookUrl setting) signed as bunny.net signs it:
 * `X-BunnyStream-Signature`, lowercase hex HMAC-SHA256 of the raw body with the library's read-only key
 * (https://docs.bunny.net/stream/webhooks). A video deleted meanwhile stops the encoding.
 */
export function encodeOverTime(library: VideoLibrary, video: Video): void {
  let index = 0;
  const step = (): void => {
    const next = STEPS[index];
    if (next === undefined || library.videos.get(video.guid) !== video) return;
    index += 1;
    video.status = next.video;
    sendWebhook(library, video.guid, next.webhook);
    setTimeout(step, ENCODING_STEP_MS).unref();
  };
  setTimeout(step, ENCODING_STEP_MS).unref();
}

function sendWebhook(library: VideoLibrary, videoGuid: string, status: number): void {
  const url = settingOf(library, 'WebhookUrl');
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return;
  const body = JSON.stringify({ VideoLibraryId: library.id, VideoGuid: videoGuid, Status: status });
  const signature = createHmac('sha256', library.readOnlyApiKey).update(body).digest('hex');
  void fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-BunnyStream-Signature': signature,
      'X-BunnyStream-Signature-Version': 'v1',
      'X-BunnyStream-Signature-Algorithm': 'hmac-sha256',
    },
    body,
    signal: AbortSignal.timeout(5_000),
  }).catch(() => undefined);
}
