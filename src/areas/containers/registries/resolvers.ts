import type {
  ContainerRegistryInput,
  CreateContainerRegistryPayloadResolvers,
  Resolvers,
  UpdateContainerRegistryPayloadResolvers,
} from '../../../__generated__/resolvers-types.js';
import { withoutNulls } from '../../shared/codecs.js';
import { echoed } from '../../shared/mutationPayload.js';
import { pagedConnection, wholeConnection } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { registryGlobalId } from '../platform/catalogMappers.js';
import { registryRemovalStatuses, registrySaveStatuses, registryTypes } from '../enums.js';
import { loadRegistry } from '../records.js';
import type {
  KnownRegistry,
  UpstreamImage,
  UpstreamImageTag,
  UpstreamRegistry,
  UpstreamRegistryRequest,
} from '../upstreamTypes.js';
import { validate } from '../validation.js';

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

/** A registry saved, or bunny.net's refusal as data: the fields both save payloads answer. */
const savedRegistry: CreateContainerRegistryPayloadResolvers & UpdateContainerRegistryPayloadResolvers = {
  registryId: ({ answer, registryId }) => answer.id ?? registryId,
  status: ({ answer }) => registrySaveStatuses.fromUpstream(answer.status),
  error: ({ answer }) => answer.error,
  registry: ({ answer, registryId }, _, { scope: { containers } }) => {
    const id = answer.id ?? registryId;
    if (answer.status !== 'saved' || id == null) return null;
    return loadRegistry(containers, recordIdsOf('containers').positiveId('the registry id', id));
  },
};

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
      return pagedConnection(
        request,
        containers.registries.publicImageList(args.imageRegistryId, args.prefix),
        listedImage,
      );
    },

    containerImages: async (_, args, { scope: { containers } }) => {
      const request = validate.containerImages(args);
      return wholeConnection(request, await containers.registries.listImages(args.imageRegistryId), listedImage);
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
    createContainerRegistry: async (_, { input }, { scope: { containers } }) => {
      validate.createContainerRegistry({ input });
      const answer = await containers.registries.add(toUpstreamRegistry(input));
      return { answer, registryId: null, ...echoed(input) };
    },

    updateContainerRegistry: async (_, { input }, { scope: { containers } }) => {
      validate.updateContainerRegistry({ input });
      const answer = await containers.registries.update(input.registryId, toUpstreamRegistry(input.containerRegistry));
      return { answer, registryId: input.registryId, ...echoed(input) };
    },

    deleteContainerRegistry: async (_, { input }, { scope: { containers } }) => {
      validate.deleteContainerRegistry({ input });
      const answer = await containers.registries.delete(input.registryId);
      return { registryId: input.registryId, answer, ...echoed(input) };
    },
  },

  CreateContainerRegistryPayload: savedRegistry,
  UpdateContainerRegistryPayload: savedRegistry,
  DeleteContainerRegistryPayload: {
    deletedContainerRegistryId: ({ registryId }) => registryGlobalId(registryId),
    status: ({ answer }) => registryRemovalStatuses.fromUpstream(answer.status),
    appIdsUsingIt: ({ answer }) => withoutNulls(answer.applications) ?? [],
  },
};
