import { isIP } from 'node:net';
import type {
  ContainerImageInput,
  ContainerImageNameInput,
  ContainerLogForwardingInput,
  ContainerRegistryInput,
  MutationCreateContainerLogForwardingArgs,
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
} from '../../__generated__/resolvers-types.js';
import {
  containerCursors,
  pageRequest,
  tokenPageRequest,
  type PageRequest,
  type TokenPageRequest,
} from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';
import { checkPort } from './endpointValidation.js';

/**
 * The checks of registries, images, regions, nodes and log forwarding, with the limits of magic-containers-api.json
 * (validation.ts gathers every area check into `validate`).
 */
const check = validatorsFor('containers');

/** bunny.net serves the first 100 pages of a public image search (SearchPublicContainerImagesRequest.page). */
const MAX_SEARCH_PAGE = 100;

const registryId = (args: { registryId: number }): void => {
  check.positiveId('registryId', args.registryId);
};

function checkImageName(argument: string, image: ContainerImageNameInput): void {
  for (const name of ['registryId', 'imageNamespace', 'imageName'] as const)
    check.requiredText(`${argument}.${name}`, image[name], 1, 100);
}

function checkImage(argument: string, image: ContainerImageInput): void {
  checkImageName(argument, image);
  check.requiredText(`${argument}.tag`, image.tag, 1, 100);
}

function checkRegistry(input: ContainerRegistryInput): void {
  check.requiredText('input.displayName', input.displayName, 1, 50);
  if (input.credentials) {
    check.requiredText('input.credentials.userName', input.credentials.userName, 1, 256);
    check.lengthBetween('input.credentials.password', input.credentials.password, 1, 4096);
  }
}

/** A syslog server: a DNS host name or an IP address, a port, and an optional token of visible ASCII. */
function checkLogForwarding(input: ContainerLogForwardingInput): void {
  if (isIP(input.endpoint) === 0) check.hostname('input.endpoint', input.endpoint);
  checkPort('input.port', input.port);
  if (input.token != null) check.visibleAscii('input.token', input.token, 1, 1024);
}

export const catalogValidators = {
  containerRegistries(args: QueryContainerRegistriesArgs): PageRequest {
    return pageRequest('containers', 'containerRegistries', args);
  },

  containerRegistry: registryId as (args: QueryContainerRegistryArgs) => void,

  /** The search's page; beyond bunny.net's 100th page there is nothing to read, so such a cursor is refused. */
  containerPublicImages(args: QueryContainerPublicImagesArgs): PageRequest {
    check.requiredText('registryId', args.registryId, 1, 100);
    check.requiredText('prefix', args.prefix, 1, 100);
    const request = pageRequest('containers', `containerPublicImages/${args.registryId}?${args.prefix}`, args);
    if (request.offset >= MAX_SEARCH_PAGE * request.first)
      throw check.refusal('after', `bunny.net serves the first ${MAX_SEARCH_PAGE} pages of a search only.`);
    return request;
  },

  containerImages(args: QueryContainerImagesArgs): PageRequest {
    check.requiredText('registryId', args.registryId, 1, 100);
    return pageRequest('containers', `containerImages/${args.registryId}`, args);
  },

  containerImageTags(args: QueryContainerImageTagsArgs): PageRequest {
    checkImageName('image', args.image);
    const { registryId, imageNamespace, imageName } = args.image;
    return pageRequest('containers', `containerImageTags/${registryId}/${imageNamespace}/${imageName}`, args);
  },

  containerImageDigest(args: { image: ContainerImageInput }): void {
    checkImage('image', args.image);
  },

  containerConfigSuggestions(args: { image: ContainerImageInput }): void {
    checkImage('image', args.image);
  },

  addContainerRegistry(args: { input: ContainerRegistryInput }): void {
    checkRegistry(args.input);
  },

  updateContainerRegistry(args: MutationUpdateContainerRegistryArgs): void {
    registryId(args);
    checkRegistry(args.input);
  },

  deleteContainerRegistry: registryId as (args: MutationDeleteContainerRegistryArgs) => void,

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

  createContainerLogForwarding(args: MutationCreateContainerLogForwardingArgs): void {
    check.identifier('appId', args.appId);
    checkLogForwarding(args.input);
  },

  updateContainerLogForwarding(args: MutationUpdateContainerLogForwardingArgs): void {
    check.identifier('appId', args.appId);
    checkLogForwarding(args.input);
  },

  deleteContainerLogForwarding(args: MutationDeleteContainerLogForwardingArgs): void {
    check.identifier('appId', args.appId);
  },
};
