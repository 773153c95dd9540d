import { describe, expect, it } from 'vitest';
import { DEMO_LIBRARY_ID, DEMO_VIDEO_ID } from '../../src/sandbox/index.js';
import { TEST_KEY } from '../support/gateway.js';
import { postFile } from '../support/multipartGraph.js';
import { useDocumentedUpstream } from './support/documentedAnswers.js';
import {
  documentedOperation,
  documentedStatuses,
  routeRequest,
  validateRequest,
  validateResponse,
  type Contract,
} from './support/documents.js';
import { expectedCode } from './support/operations.js';
import { describeContract } from './support/suite.js';

/**
 * Stream's uploads against bunny.net's published documents: the root fields whose File argument makes them GraphQL
 * multipart requests, which the main suite's OPERATIONS (plain JSON) cannot send. Each request validates, and each
 * documented answer of the call becomes data or the right error code.
 */

interface Upload {
  readonly name: string;
  /**
   * core-api.json declares no request body for the library's images, though its answers speak of one ("the uploaded
   * file was too large", "the request body is empty"): the image is the raw body, the one finding expected.
   */
  readonly bodyUndeclared?: boolean;
  readonly host: 'api' | 'video';
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly field: string;
}

const UPLOADS: readonly Upload[] = [
  {
    name: 'uploadVideo',
    host: 'video',
    method: 'PUT',
    path: '/library/{libraryId}/videos/{videoId}',
    field: 'uploadVideo',
    query: `mutation ($file: File!) { uploadVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", file: $file, options: { jitEnabled: false, enabledResolutions: ["720p"], transcribeLanguages: ["en", "de"], generateTitle: true } }) {
      videoLibraryId videoId message } }`,
  },
  ...(['WATERMARK', 'LIVE_THUMBNAIL', 'LIVE_WATERMARK'] as const).map((image) => ({
    name: `setVideoLibraryImage(input: { image: ${image} })`,
    bodyUndeclared: true,
    host: 'api' as const,
    method: 'PUT',
    path: {
      WATERMARK: '/videolibrary/{id}/watermark',
      LIVE_THUMBNAIL: '/videolibrary/{id}/live/thumbnail',
      LIVE_WATERMARK: '/videolibrary/{id}/live/watermark',
    }[image],
    field: 'setVideoLibraryImage',
    query: `mutation ($file: File!) { setVideoLibraryImage(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, image: ${image}, file: $file }) {
      videoLibraryId image } }`,
  })),
  {
    name: 'addVideoCaption(input: { file: })',
    host: 'video',
    method: 'POST',
    path: '/library/{libraryId}/videos/{videoId}/captions/{srclang}',
    field: 'addVideoCaption',
    query: `mutation ($file: File!) { addVideoCaption(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", srclang: "en", label: "English", file: $file }) { srclang message validation { valid errors warnings warningMessage } } }`,
  },
];

const FILE = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nA file for the contract\n');

await describeContract("Stream's uploads against bunny.net published OpenAPI documents", (contract: Contract) => {
  const upstream = useDocumentedUpstream(contract, ['api', 'video']);
  const send = (upload: Upload) =>
    postFile(
      upstream.gateway.url,
      upload.query,
      { variable: 'file', bytes: FILE },
      {
        AccessKey: TEST_KEY,
        'X-Library-Key': 'library-key-for-contract-tests',
      },
    );

  for (const upload of UPLOADS) {
    describe(upload.name, () => {
      it(`sends ${upload.method} ${upload.path} as the document describes it, the file as the body`, async () => {
        const { body } = await send(upload);
        expect(body.errors).toBeUndefined();
        const exchange = upstream.exchanges.find((e) => e.request.method === upload.method);
        expect(exchange).toBeDefined();
        const routed = routeRequest(contract, upload.host, exchange!.request);
        expect(routed.operation.path).toBe(upload.path);
        const undeclared = { where: '', message: 'No supported content types, but request included a non-empty body' };
        expect(validateRequest(routed)).toEqual(upload.bodyUndeclared ? [undeclared] : []);
        const sent = exchange!.request.body;
        if (upload.field === 'addVideoCaption')
          expect(JSON.parse(sent.toString('utf8')).captionsFile).toBe(FILE.toString('base64'));
        else expect(sent).toEqual(FILE);
      });

      const documented = documentedOperation(contract, upload.host, upload.method, upload.path);
      for (const status of documentedStatuses(documented.operation)) {
        const code = expectedCode(status);
        it(`turns the documented HTTP ${status} answer into ${code ?? 'data'}`, async () => {
          upstream.target = { path: documented.operation.path, status, variant: 'static' };
          const { body } = await send(upload);
          for (const { host, request, answer } of upstream.exchanges)
            expect(validateResponse(routeRequest(contract, host, request), answer)).toEqual([]);
          if (code === null) {
            expect(body.errors).toBeUndefined();
            expect(body.data?.[upload.field]).not.toBeNull();
          } else {
            expect(body.data?.[upload.field] ?? null).toBeNull();
            expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual([code]);
          }
        });
      }
    });
  }
});
