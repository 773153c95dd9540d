import { isIP } from 'node:net';
import type {
  ContainerImageInput,
  ContainerImageNameInput,
  ContainerLogForwardingInput,
  ContainerRegistryInput,
  MutationCreateContainerLogForwardingArgs,
  MutationCreateContainerRegistryArgs,
  MutationDeleteContainerLogForwardingArgs,
  MutationDeleteContainerRegistryArgs,
  MutationUpdateContainerLogForwardingArgs,
  MutationUpdateContainerRegistryArgs,
  QueryContainerImageTagsArgs,
  QueryContainerImagesArgs,
  QueryContainerLogForwardingsArgs,
  QueryContainerNodesArgs,
  QueryContainerOptimalRegionArgs,
  QueryContainerPublicImagesArgs,
  QueryContainerRegionsArgs,
  QueryContainerRegistriesArgs,
  QueryContainerRegistryArgs,
} from '../../../__generated__/resolvers-types.js';
import {
  containerCursors,
  pageRequest,
  tokenPageRequest,
  type PageRequest,
  type TokenPageRequest,
} from '../../shared/paging/index.js';
import { validatorsFor } from '../../shared/validate.js';
import { checkPort } from '../resources/endpointValidation.js';

/**
 * The checks of registries, images, regions, nodes and log forwarding, with the limits of magic-containers-api.json
 * (validation.ts gathers every area check into `validate`).
 */
const check = validatorsFor('containers');

/** bunny.net serves the first 100 pages of a public image search (SearchPublicContainerImagesRequest.page). */
const MAX_SEARCH_PAGE = 100;

const registryId = (argument: string, id: number): void => {
  check.positiveId(argument, id);
};

function checkImageName(argument: string, image: ContainerImageNameInput): void {
  for (const name of ['imageRegistryId', 'imageNamespace', 'imageName'] as const)
    check.requiredText(`${argument}.${name}`, image[name], 1, 100);
}

function checkImage(argument: string, image: ContainerImageInput): void {
  checkImageName(argument, image);
  check.requiredText(`${argument}.tag`, image.tag, 1, 100);
}

function checkRegistry(argument: string, registry: ContainerRegistryInput): void {
  check.requiredText(`${argument}.displayName`, registry.displayName, 1, 50);
  if (registry.credentials) {
    check.requiredText(`${argument}.credentials.userName`, registry.credentials.userName, 1, 256);
    check.lengthBetween(`${argument}.credentials.password`, registry.credentials.password, 1, 4096);
  }
}

/** A syslog server: a DNS host name or an IP address, a port, and an optional token of visible ASCII. */
function checkLogForwarding(argument: string, forwarding: ContainerLogForwardingInput): void {
  if (isIP(forwarding.endpoint) === 0) check.hostname(`${argument}.endpoint`, forwarding.endpoint);
  checkPort(`${argument}.port`, forwarding.port);
  if (forwarding.token != null) check.visibleAscii(`${argument}.token`, forwarding.token, 1, 1024);
}

export const catalogValidators = {
  containerRegistries(args: QueryContainerRegistriesArgs): PageRequest {
    return pageRequest('containers', 'containerRegistries', args);
  },

  containerRegistry: (args: QueryContainerRegistryArgs): void => registryId('registryId', args.registryId),

  /** The search's page; beyond bunny.net's 100th page there is nothing to read, so such a cursor is refused. */
  containerPublicImages(args: QueryContainerPublicImagesArgs): PageRequest {
    check.requiredText('imageRegistryId', args.imageRegistryId, 1, 100);
    check.requiredText('prefix', args.prefix, 1, 100);
    const request = pageRequest('containers', `containerPublicImages/${args.imageRegistryId}?${args.prefix}`, args);
    if (request.offset >= MAX_SEARCH_PAGE * request.first)
      throw check.refusal('after', `bunny.net serves the first ${MAX_SEARCH_PAGE} pages of a search only.`);
    return request;
  },

  containerImages(args: QueryContainerImagesArgs): PageRequest {
    check.requiredText('imageRegistryId', args.imageRegistryId, 1, 100);
    return pageRequest('containers', `containerImages/${args.imageRegistryId}`, args);
  },

  containerImageTags(args: QueryContainerImageTagsArgs): PageRequest {
    checkImageName('image', args.image);
    const { imageRegistryId, imageNamespace, imageName } = args.image;
    return pageRequest('containers', `containerImageTags/${imageRegistryId}/${imageNamespace}/${imageName}`, args);
  },

  containerImageDigest(args: { image: ContainerImageInput }): void {
    checkImage('image', args.image);
  },

  containerConfigSuggestions(args: { image: ContainerImageInput }): void {
    checkImage('image', args.image);
  },

  createContainerRegistry({ input }: MutationCreateContainerRegistryArgs): void {
    checkRegistry('input', input);
  },

  updateContainerRegistry({ input }: MutationUpdateContainerRegistryArgs): void {
    registryId('input.registryId', input.registryId);
    checkRegistry('input.containerRegistry', input.containerRegistry);
  },

  deleteContainerRegistry: ({ input }: MutationDeleteContainerRegistryArgs): void =>
    registryId('input.registryId', input.registryId),

  containerRegions(args: QueryContainerRegionsArgs): TokenPageRequest {
    return tokenPageRequest('containers', 'containerRegions', args, containerCursors);
  },

  containerOptimalRegion(args: QueryContainerOptimalRegionArgs): void {
    if (args.cdnServerToken != null) check.visibleAscii('cdnServerToken', args.cdnServerToken, 1, 256);
  },

  containerNodes(args: QueryContainerNodesArgs): TokenPageRequest {
    return tokenPageRequest('containers', 'containerNodes', args, containerCursors);
  },

  containerLogForwardings(args: QueryContainerLogForwardingsArgs): PageRequest {
    return pageRequest('containers', 'containerLogForwardings', args);
  },

  createContainerLogForwarding({ input }: MutationCreateContainerLogForwardingArgs): void {
    check.identifier('input.appId', input.appId);
    checkLogForwarding('input.containerLogForwarding', input.containerLogForwarding);
  },

  updateContainerLogForwarding({ input }: MutationUpdateContainerLogForwardingArgs): void {
    check.identifier('input.appId', input.appId);
    checkLogForwarding('input.containerLogForwarding', input.containerLogForwarding);
  },

  deleteContainerLogForwarding({ input }: MutationDeleteContainerLogForwardingArgs): void {
    check.identifier('input.appId', input.appId);
  },
};
