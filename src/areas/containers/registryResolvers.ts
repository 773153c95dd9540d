import type { ContainerRegistryInput, Resolvers } from '../../__generated__/resolvers-types.js';
import { withoutNulls } from '../shared/codecs.js';
import { pagedConnection, wholeConnection } from '../shared/paging/index.js';
import { recordIdsOf } from '../shared/recordIds.js';
import { registryGlobalId } from './catalogMappers.js';
import { registryRemovalStatuses, registrySaveStatuses, registryTypes } from './enums.js';
import { loadRegistry } from './records.js';
import type {
  KnownRegistry,
  UpstreamImage,
  UpstreamImageTag,
  UpstreamRegistry,
  UpstreamRegistryRequest,
} from './upstreamTypes.js';
import { validate } from './validation.js';

/** A listed registry without an id cannot be read back: it is left out of the page. */
const listedRegistry = (registry: UpstreamRegistry | null): KnownRegistry | null =>
  typeof registry?.id === 'number' && Number.isSafeInteger(registry.id)
    ? { ...registry, registryId: registry.id }
    : null;

const listedImage = (image: UpstreamImage | null): UpstreamImage | null => image;
const listedTag = (tag: UpstreamImageTag | null): UpstreamImageTag | null =>
  typeof tag?.name === 'string' ? tag : null;

function toUpstreamRegistry(input: ContainerRegistryInput): UpstreamRegistryRequest {
  return {
    displayName: input.displayName,
    ...(input.type != null && { type: registryTypes.toUpstream(input.type) as UpstreamRegistryRequest['type'] }),
    ...(input.credentials != null && {
      passwordCredentials: { userName: input.credentials.userName, password: input.credentials.password },
    }),
  };
}

/** Registries and the registries' images: reads, and writes whose refusals bunny.net answers as data. */
export const registryResolvers: Resolvers = {
  Query: {
    containerRegistries: async (_, args, { scope: { containers } }) => {
      const request = validate.containerRegistries(args);
      return wholeConnection(request, await containers.registries.list(), listedRegistry);
    },

    containerRegistry: (_, args, { scope: { containers } }) => {
      validate.containerRegistry(args);
      return loadRegistry(containers, args.registryId);
    },

    containerPublicImages: (_, args, { scope: { containers } }) => {
      const request = validate.containerPublicImages(args);
      return pagedConnection(request, containers.registries.publicImageList(args.registryId, args.prefix), listedImage);
    },

    containerImages: async (_, args, { scope: { containers } }) => {
      const request = validate.containerImages(args);
      return wholeConnection(request, await containers.registries.listImages(args.registryId), listedImage);
    },

    containerImageTags: async (_, args, { scope: { containers } }) => {
      const request = validate.containerImageTags(args);
      return wholeConnection(request, await containers.registries.listTags(args.image), listedTag);
    },

    containerImageDigest: (_, args, { scope: { containers } }) => {
      validate.containerImageDigest(args);
      return containers.registries.getDigest(args.image);
    },

    containerConfigSuggestions: (_, args, { scope: { containers } }) => {
      validate.containerConfigSuggestions(args);
      return containers.registries.getConfigSuggestions(args.image);
    },
  },

  Mutation: {
    addContainerRegistry: async (_, args, { scope: { containers } }) => {
      validate.addContainerRegistry(args);
      return { answer: await containers.registries.add(toUpstreamRegistry(args.input)), registryId: null };
    },

    updateContainerRegistry: async (_, args, { scope: { containers } }) => {
      validate.updateContainerRegistry(args);
      const answer = await containers.registries.update(args.registryId, toUpstreamRegistry(args.input));
      return { answer, registryId: args.registryId };
    },

    deleteContainerRegistry: async (_, args, { scope: { containers } }) => {
      validate.deleteContainerRegistry(args);
      return { registryId: args.registryId, answer: await containers.registries.delete(args.registryId) };
    },
  },

  ContainerRegistrySave: {
    registryId: ({ answer, registryId }) => answer.id ?? registryId,
    status: ({ answer }) => registrySaveStatuses.fromUpstream(answer.status),
    error: ({ answer }) => answer.error,
    registry: ({ answer, registryId }, _, { scope: { containers } }) => {
      const id = answer.id ?? registryId;
      if (answer.status !== 'saved' || id == null) return null;
      return loadRegistry(containers, recordIdsOf('containers').positiveId('the registry id', id));
    },
  },
  ContainerRegistryDeletion: {
    deletedId: ({ registryId }) => registryGlobalId(registryId),
    status: ({ answer }) => registryRemovalStatuses.fromUpstream(answer.status),
    appIdsUsingIt: ({ answer }) => withoutNulls(answer.applications) ?? [],
  },
};
