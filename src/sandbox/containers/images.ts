import { digestOf, IMAGE_SUGGESTIONS, IMAGE_TAGS, PUBLIC_IMAGES } from './catalog.js';
import { knowsRegistry } from './registries.js';
import { errorDetails, type ValidationError } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { isInteger, parseJsonObject, type JsonObject } from '../core/json.js';
import type { HandlerContext } from '../router.js';

/**
 * What registries say of images (magic-containers-api.json, POST /mc/registries/...): public images by prefix, a
 * private registry's images, an image's tags, a tag's digest and configuration suggestions.
 */

/** The body, with each named field a string of 1 to 100 characters (registryId unbounded), or the 400 or 422. */
type Checked = { ok: true; body: JsonObject } | { ok: false; reply: Reply };

function imageBody(context: HandlerContext, fields: readonly string[], status: 400 | 422): Checked {
  const body = parseJsonObject(context.body);
  if (!body)
    return refused(
      errorDetails(status, 'The request body is not a valid JSON object.', context.path, [
        { field: null, message: 'Malformed JSON.' },
      ]),
    );
  const errors: ValidationError[] = fields.flatMap((field) => {
    const value = body[field];
    const maxLength = field === 'registryId' ? Number.POSITIVE_INFINITY : 100;
    return typeof value === 'string' && value.length >= 1 && value.length <= maxLength
      ? []
      : [
          {
            field,
            message: `The ${field} field is required${maxLength === Number.POSITIVE_INFINITY ? '' : ' and must be at most 100 characters long'}.`,
          },
        ];
  });
  if (errors.length > 0) return refused(errorDetails(status, 'The image reference is invalid.', context.path, errors));
  if (!knowsRegistry(context, body))
    return refused(
      errorDetails(status, `Registry ${String(body.registryId)} was not found.`, context.path, [
        { field: 'registryId', message: 'Unknown registry.' },
      ]),
    );
  return { ok: true, body };
}

const refused = (reply: Reply): Checked => ({ ok: false, reply });
const IMAGE = ['registryId', 'imageName', 'imageNamespace', 'tag'] as const;

/** POST /mc/registries/public-images/search: Docker Hub's or GitHub's images whose names start with `prefix`. */
export function searchPublicImages(context: HandlerContext): Reply {
  const checked = imageBody(context, ['registryId', 'prefix'], 422);
  if (!checked.ok) return checked.reply;
  const { body } = checked;
  const { size = 10, page = 1 } = body;
  if (!isInteger(size) || size < 1 || size > 100 || !isInteger(page) || page < 1 || page > 100)
    return errorDetails(422, 'The page is invalid.', context.path, [
      { field: 'page', message: 'The page and size are from 1 to 100.' },
    ]);
  if (body.registryId !== 'dockerhub' && body.registryId !== 'github')
    return errorDetails(422, 'Only public registries can be searched.', context.path, [
      { field: 'registryId', message: 'Search dockerhub or github.' },
    ]);
  const prefix = String(body.prefix).toLowerCase();
  const found = PUBLIC_IMAGES.filter((image) => image.id.startsWith(prefix));
  return json(200, found.slice((page - 1) * size, page * size));
}

/** POST /mc/registries/images: a private registry's images. */
export function listImages(context: HandlerContext): Reply {
  const checked = imageBody(context, ['registryId'], 422);
  if (!checked.ok) return checked.reply;
  const { body } = checked;
  if (body.registryId === 'dockerhub' || body.registryId === 'github')
    return errorDetails(422, 'Only private registries list their images.', context.path, [
      { field: 'registryId', message: 'Name a private registry.' },
    ]);
  const names = ['storefront-api', 'reports', 'billing-worker'];
  return json(
    200,
    names.map((id) => ({ id, namespace: 'acme' })),
  );
}

/** POST /mc/registries/tags: every tag of an image. */
export function listTags(context: HandlerContext): Reply {
  const checked = imageBody(context, ['registryId', 'imageName', 'imageNamespace'], 422);
  return checked.ok
    ? json(
        200,
        IMAGE_TAGS.map((name) => ({ name })),
      )
    : checked.reply;
}

/** POST /mc/registries/digest: the digest a tag points at. */
export function imageDigest(context: HandlerContext): Reply {
  const checked = imageBody(context, IMAGE, 422);
  if (!checked.ok) return checked.reply;
  const { body } = checked;
  const [namespace, image, tag] = [String(body.imageNamespace), String(body.imageName), String(body.tag)];
  return json(200, { imageNamespace: namespace, image, tag, digest: digestOf(namespace, image, tag) });
}

/** POST /mc/registries/image-config. Unknown images simply have no suggestions. */
export function imageConfig(context: HandlerContext): Reply {
  const checked = imageBody(context, IMAGE, 400);
  if (!checked.ok) return checked.reply;
  const { body } = checked;
  const suggestion = IMAGE_SUGGESTIONS[String(body.imageName).toLowerCase()];
  return json(200, { endpointSuggestions: suggestion?.endpoints ?? [], volumeSuggestions: suggestion?.volumes ?? [] });
}

/** POST /mc/registries/config-suggestions: the image-config suggestions, with variables, a name and instructions. */
export function configSuggestions(context: HandlerContext): Reply {
  const checked = imageBody(context, IMAGE, 422);
  if (!checked.ok) return checked.reply;
  const { body } = checked;
  const name = String(body.imageName).toLowerCase();
  const suggestion = IMAGE_SUGGESTIONS[name];
  return json(200, {
    endpointSuggestions: suggestion?.endpoints ?? [],
    environmentVariablesSuggestions: suggestion?.variables ?? [],
    volumeSuggestions: suggestion?.volumes ?? [],
    appName: name,
    description: suggestion ? `The ${name} image.` : null,
    instructions: suggestion ? `Set the required variables, then deploy ${name}.` : null,
    registryUrl: body.registryId === 'github' ? 'https://ghcr.io' : 'https://hub.docker.com',
  });
}
