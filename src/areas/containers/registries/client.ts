import type { Credentials } from '../../../auth/credentials.js';
import { defaultFieldName, type FieldNameMap, inputFieldName } from '../../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient, unexpectedAnswer } from '../../shared/areaClient.js';
import { MAX_FIRST } from '../../shared/paging/args.js';
import type { NumberedList } from '../../shared/paging/index.js';
import type * as Up from '../upstreamTypes.js';

/** magic-containers-api.json's SearchPublicContainerImagesRequest: `page` and `size` from 1 to 100. */
const MAX_SEARCH_PAGE = 100;

/** An image as the graph names it: bunny.net's `registryId` is `imageRegistryId` (`registryId` is a private registry's int64). */
type ImageRequest = Omit<Up.UpstreamImageConfigRequest, 'registryId'> & { imageRegistryId: string };
type ImageNameRequest = Omit<ImageRequest, 'tag'>;

/** The graph's image as bunny.net's body. */
const toImageBody = ({ imageRegistryId, ...image }: ImageNameRequest | ImageRequest) => ({
  registryId: imageRegistryId,
  ...image,
});

/** bunny.net's field names as the graph's: its `registryId` of an image is `imageRegistryId`. */
const graphFieldName: FieldNameMap = (field) => (field === 'registryId' ? 'imageRegistryId' : defaultFieldName(field));

/** bunny.net's field names of an image read as the GraphQL argument `image` holds them (`image.imageName`). */
const imageFieldName: FieldNameMap = (field) => `image.${graphFieldName(field)}`;

/**
 * The account's private registries (under {base_url}/mc/registries) and what registries say of images. A registry's
 * password is a secret of the request from the moment it is sent: scrubbed from every error and log line, and
 * bunny.net's answers never carry it into the graph. The image reads are POSTs that change nothing: retried like GETs.
 */
export class RegistriesClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'containers');
  }

  /** `GET /mc/registries`: every registry, in one answer. */
  async list(): Promise<(Up.UpstreamRegistry | null)[]> {
    const call = { method: 'GET', route: '/mc/registries', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamItems<Up.UpstreamRegistry>>(call);
    if (data === undefined || (data.items != null && !Array.isArray(data.items)))
      throw unexpectedAnswer('containers', call, status);
    return data.items ?? [];
  }

  /** `GET /mc/registries/{registryId}`. */
  async get(registryId: number): Promise<Up.UpstreamRegistry> {
    const call = { method: 'GET', route: '/mc/registries/{registryId}', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamRegistry>({ ...call, params: { registryId } });
    if (data === undefined) throw unexpectedAnswer('containers', call, status);
    return data;
  }

  /** `POST /mc/registries`; bunny.net answers 200 whether it saved or not, saying which. */
  add(body: Up.UpstreamRegistryRequest): Promise<Up.UpstreamSaveRegistryResult> {
    this.credentials.secrets.add(body.passwordCredentials?.password);
    return this.saved({ method: 'POST', route: '/mc/registries', json: body, fieldName: inputFieldName });
  }

  /** `PUT /mc/registries/{registryId}`; 200 whether it saved or not. */
  update(registryId: number, body: Up.UpstreamRegistryRequest): Promise<Up.UpstreamSaveRegistryResult> {
    this.credentials.secrets.add(body.passwordCredentials?.password);
    const route = '/mc/registries/{registryId}';
    const fieldName: FieldNameMap = (field) => `input.containerRegistry.${defaultFieldName(field)}`;
    return this.saved({ method: 'PUT', route, params: { registryId }, json: body, fieldName });
  }

  /** `DELETE /mc/registries/{registryId}`; 200 whether it deleted or not (in use, not found), saying which. */
  async delete(registryId: number): Promise<Up.UpstreamRemoveRegistryResult> {
    const call = { method: 'DELETE', route: '/mc/registries/{registryId}', answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamRemoveRegistryResult>({ ...call, params: { registryId } });
    if (data === undefined) throw unexpectedAnswer('containers', call, status);
    return data;
  }

  /** `POST /mc/registries/public-images/search`: a numbered list (`page`, `size`), answered as a plain array. */
  publicImageList(imageRegistryId: string, prefix: string): NumberedList<Up.UpstreamImage | null> {
    return {
      limits: { minPerPage: 1, maxPerPage: MAX_FIRST },
      read: async ({ page, perPage }) => {
        // bunny.net numbers no page past its 100th: the list ends there.
        if (page > MAX_SEARCH_PAGE) return { kind: 'page', items: [], hasMore: false };
        const route = '/mc/registries/public-images/search';
        const body = { registryId: imageRegistryId, prefix, size: perPage, page };
        const items = await this.imageArray<Up.UpstreamImage>(route, body, graphFieldName);
        return { kind: 'page', items, ...(page === MAX_SEARCH_PAGE && { hasMore: false }) };
      },
    };
  }

  /** `POST /mc/registries/images`: every image of a private registry, in one answer. */
  listImages(imageRegistryId: string): Promise<(Up.UpstreamImage | null)[]> {
    return this.imageArray('/mc/registries/images', { registryId: imageRegistryId }, graphFieldName);
  }

  /** `POST /mc/registries/tags`: every tag of an image, in one answer. */
  listTags(image: ImageNameRequest): Promise<(Up.UpstreamImageTag | null)[]> {
    return this.imageArray('/mc/registries/tags', toImageBody(image), imageFieldName);
  }

  /** `POST /mc/registries/digest`. */
  getDigest(image: ImageRequest): Promise<Up.UpstreamImageTagInfo | null> {
    return this.imageRecord('/mc/registries/digest', image, imageFieldName);
  }

  /** `POST /mc/registries/config-suggestions`. */
  getConfigSuggestions(image: ImageRequest): Promise<Up.UpstreamConfigSuggestions | null> {
    return this.imageRecord('/mc/registries/config-suggestions', image, imageFieldName);
  }

  /** `POST /mc/registries/image-config` (the GraphQL argument is `input`). */
  getImageConfig(image: ImageRequest): Promise<Up.UpstreamImageConfig | null> {
    return this.imageRecord('/mc/registries/image-config', image, (field) => `input.${graphFieldName(field)}`);
  }

  private async saved(call: {
    method: 'POST' | 'PUT';
    route: string;
    params?: { registryId: number };
    json: Up.UpstreamRegistryRequest;
    fieldName: FieldNameMap;
  }): Promise<Up.UpstreamSaveRegistryResult> {
    const sent = { ...call, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamSaveRegistryResult>(sent);
    if (data === undefined) throw unexpectedAnswer('containers', sent, status);
    // bunny.net's explanation of a refusal is data, not an error: scrubbed here, as it may quote the password.
    return typeof data.error === 'string' ? { ...data, error: this.credentials.secrets.scrub(data.error) } : data;
  }

  private async imageArray<T>(route: string, json: object, fieldName: FieldNameMap): Promise<(T | null)[]> {
    const { data } = await this.json<(T | null)[]>({
      method: 'POST',
      route,
      json,
      fieldName,
      idempotent: true,
      answer: 'array',
    });
    return data ?? [];
  }

  private async imageRecord<T>(route: string, json: ImageRequest, fieldName: FieldNameMap): Promise<T | null> {
    const { data } = await this.json<T>({
      method: 'POST',
      route,
      json: toImageBody(json),
      fieldName,
      idempotent: true,
      answer: 'object',
    });
    return data ?? null;
  }
}
