import type {
  ContainerAppContainerArgs,
  ContainerAppStatisticsArgs,
  MutationCreateContainerEndpointArgs,
  MutationDeleteContainerEndpointArgs,
  MutationDeleteContainerVolumeInstanceArgs,
  MutationDeleteContainerVolumeInstancesArgs,
  MutationDeployContainerAppArgs,
  MutationDetachContainerVolumeArgs,
  MutationUpdateContainerEndpointArgs,
  MutationUpdateContainerVolumeArgs,
  QueryContainerAppArgs,
  QueryContainerAppsArgs,
  QueryContainerImageSuggestionsArgs,
} from '../../__generated__/resolvers-types.js';
import { containerCursors, tokenPageRequest, type TokenPageRequest } from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';
import { checkIntBetween } from './apps/inputValidation.js';
import { appValidators } from './apps/validation.js';
import { catalogValidators } from './platform/catalogValidation.js';
import { checkEndpointInput } from './resources/endpointValidation.js';

/**
 * Every argument check of Magic Containers, one entry per GraphQL field (links by their field name): the
 * applications' reads, endpoints and volumes here; the applications' writes in appValidation.ts; registries, images,
 * regions, nodes and log forwarding in catalogValidation.ts.
 */
const check = validatorsFor('containers');

const EARLIEST_STATISTICS = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;
/** The longest period per granularity: a minute's points over more than a day would outgrow an answer's size limit. */
const MAX_STATISTICS_DAYS = { DAILY: 366, HOURLY: 31, MINUTE: 1 } as const;

const appAndVolume = (input: { appId: string; volumeId: string }): void => {
  check.identifier('input.appId', input.appId);
  check.identifier('input.volumeId', input.volumeId);
};

export const validate = {
  /** The page asked for; a cursor only reads the list that made it. */
  containerApps(args: QueryContainerAppsArgs): TokenPageRequest {
    return tokenPageRequest('containers', 'containerApps', args, containerCursors);
  },

  containerApp(args: QueryContainerAppArgs): void {
    check.identifier('appId', args.appId);
  },

  /** `ContainerApp.container`. */
  container(args: ContainerAppContainerArgs): void {
    check.identifier('containerId', args.containerId);
  },

  /** `ContainerApp.statistics`: an instant from 2000 on, `to` after `from`, within the granularity's longest period. */
  statistics(args: ContainerAppStatisticsArgs, now = Date.now()): void {
    const to = args.to ?? new Date(now);
    for (const [name, time] of [
      ['from', args.from],
      ['to', to],
    ] as const) {
      if (Number.isNaN(time.getTime()) || time.getTime() < EARLIEST_STATISTICS)
        throw check.refusal(name, `${name} must be an instant from 2000-01-01T00:00:00Z on.`);
    }
    const span = to.getTime() - args.from.getTime();
    if (span <= 0) throw check.refusal(args.to ? 'to' : 'from', 'from must be before to (or before now).');
    const days = MAX_STATISTICS_DAYS[args.granularity];
    if (span > days * DAY_MS)
      throw check.refusal(args.to ? 'to' : 'from', `A ${args.granularity} chart spans at most ${days} day(s).`);
  },

  containerImageSuggestions({ input }: QueryContainerImageSuggestionsArgs): void {
    for (const name of ['imageRegistryId', 'imageName', 'imageNamespace', 'tag'] as const) {
      check.requiredText(`input.${name}`, input[name], 1, 100);
    }
  },

  updateContainerEndpoint({ input }: MutationUpdateContainerEndpointArgs): void {
    check.identifier('input.appId', input.appId);
    check.identifier('input.endpointId', input.endpointId);
    checkEndpointInput('input.containerEndpoint', input.containerEndpoint);
  },

  createContainerEndpoint({ input }: MutationCreateContainerEndpointArgs): void {
    check.identifier('input.appId', input.appId);
    check.identifier('input.containerId', input.containerId);
    checkEndpointInput('input.containerEndpoint', input.containerEndpoint);
  },

  deleteContainerEndpoint({ input }: MutationDeleteContainerEndpointArgs): void {
    check.identifier('input.appId', input.appId);
    check.identifier('input.endpointId', input.endpointId);
  },

  updateContainerVolume({ input }: MutationUpdateContainerVolumeArgs): void {
    appAndVolume(input);
    const { name, size } = input.containerVolume;
    if (name == null && size == null)
      throw check.refusal('input.containerVolume', 'input.containerVolume must change the name, the size or both.');
    if (name != null) check.requiredText('input.containerVolume.name', name, 1, 50);
    checkIntBetween('input.containerVolume.size', size, 1, 100);
  },

  detachContainerVolume: ({ input }: MutationDetachContainerVolumeArgs): void => appAndVolume(input),

  deleteContainerVolumeInstances: ({ input }: MutationDeleteContainerVolumeInstancesArgs): void => appAndVolume(input),

  deleteContainerVolumeInstance({ input }: MutationDeleteContainerVolumeInstanceArgs): void {
    appAndVolume(input);
    check.identifier('input.instanceId', input.instanceId);
  },

  deployContainerApp({ input }: MutationDeployContainerAppArgs): void {
    check.identifier('input.appId', input.appId);
  },

  ...appValidators,
  ...catalogValidators,
};
