import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../shared/globalId.js';
import { echoed } from '../../shared/mutationPayload.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import {
  toEnvironmentVariables,
  toUpstreamApp,
  toUpstreamAppPatch,
  toUpstreamContainer,
  toUpstreamNewContainer,
  toUpstreamRegionSettings,
} from './inputMappers.js';
import { localIdOf } from '../node.js';
import { appById, knownContainer } from '../records.js';
import type { UpstreamContainerTemplate } from '../upstreamTypes.js';
import { validate } from '../validation.js';

/** A change of an application that answers no record: the application, read again only when selected. */
const changed = (input: { appId: string; clientMutationId?: string | null }) => ({
  appId: input.appId,
  ...echoed(input),
});

/** A container write's answer, keyed by the container's id (the one asked for, else the one bunny.net gave). */
function containerChange(appId: string, answer: UpstreamContainerTemplate, containerId?: string) {
  const container = knownContainer(appId)({ ...answer, id: containerId ?? answer.id });
  return { appId, containerId: container?.id ?? null, container };
}

const appOf = (change: { appId: string }) => appById(change.appId);

/** The applications' and their containers' writes, each answering the record as it is now, read only when selected. */
export const appWriteResolvers: Resolvers = {
  Mutation: {
    createContainerApp: async (_, { input }, { scope: { containers } }) => {
      validate.createContainerApp({ input });
      const { id } = await containers.apps.create(toUpstreamApp(input));
      return { appId: id || null, ...echoed(input) };
    },

    replaceContainerApp: async (_, { input }, { scope: { containers } }) => {
      validate.replaceContainerApp({ input });
      await containers.apps.replace(input.appId, toUpstreamApp(input.containerApp));
      return changed(input);
    },

    updateContainerApp: async (_, { input }, { scope: { containers } }) => {
      validate.updateContainerApp({ input });
      await containers.apps.patch(input.appId, toUpstreamAppPatch(input.containerApp));
      return changed(input);
    },

    deleteContainerApp: async (_, { input }, { scope: { containers } }) => {
      validate.deleteContainerApp({ input });
      await containers.apps.delete(input.appId);
      return changed(input);
    },

    deployContainerApp: async (_, { input }, { scope: { containers } }) => {
      validate.deployContainerApp({ input });
      await containers.apps.deploy(input.appId);
      return changed(input);
    },

    undeployContainerApp: async (_, { input }, { scope: { containers } }) => {
      validate.undeployContainerApp({ input });
      await containers.apps.undeploy(input.appId);
      return changed(input);
    },

    restartContainerApp: async (_, { input }, { scope: { containers } }) => {
      validate.restartContainerApp({ input });
      await containers.apps.restart(input.appId);
      return changed(input);
    },

    recreateContainerPod: async (_, { input }, { scope: { containers } }) => {
      validate.recreateContainerPod({ input });
      await containers.apps.recreatePod(input.appId, input.podId);
      return changed(input);
    },

    updateContainerAppAutoScaling: async (_, { input }, { scope: { containers } }) => {
      validate.updateContainerAppAutoScaling({ input });
      const { min, max } = input.containerAutoScaling;
      await containers.apps.setAutoScaling(input.appId, { min, max });
      return changed(input);
    },

    updateContainerAppRegionSettings: async (_, { input }, { scope: { containers } }) => {
      validate.updateContainerAppRegionSettings({ input });
      await containers.apps.setRegionSettings(input.appId, toUpstreamRegionSettings(input.containerRegionSettings));
      return changed(input);
    },

    createContainerTemplate: async (_, { input }, { scope: { containers } }) => {
      validate.createContainerTemplate({ input });
      const template = toUpstreamNewContainer(input.containerTemplate);
      const answer = await containers.apps.addContainer(input.appId, template);
      return { ...containerChange(input.appId, answer), ...echoed(input) };
    },

    updateContainerTemplate: async (_, { input }, { scope: { containers } }) => {
      validate.updateContainerTemplate({ input });
      const { appId, containerId } = input;
      const body = toUpstreamContainer(input.containerTemplate);
      const answer = await containers.apps.patchContainer(appId, containerId, body);
      return { ...containerChange(appId, answer, containerId), ...echoed(input) };
    },

    setContainerEnvironmentVariables: async (_, { input }, { scope: { containers } }) => {
      validate.setContainerEnvironmentVariables({ input });
      const { appId, containerId } = input;
      const variables = Object.fromEntries(toEnvironmentVariables(input.variables).map((v) => [v.name, v.value]));
      const answer = await containers.apps.setEnvironment(appId, containerId, variables);
      return { ...containerChange(appId, answer, containerId), ...echoed(input) };
    },

    deleteContainerTemplate: async (_, { input }, { scope: { containers } }) => {
      validate.deleteContainerTemplate({ input });
      await containers.apps.deleteContainer(input.appId, input.containerId);
      return { appId: input.appId, containerId: input.containerId, ...echoed(input) };
    },
  },

  CreateContainerAppPayload: {
    app: (creation) =>
      creation.appId === null
        ? null
        : appById(recordIdsOf('containers').segment('the new application id', creation.appId)),
  },
  ReplaceContainerAppPayload: { app: appOf },
  UpdateContainerAppPayload: { app: appOf },
  DeployContainerAppPayload: { app: appOf },
  UndeployContainerAppPayload: { app: appOf },
  RestartContainerAppPayload: { app: appOf },
  RecreateContainerPodPayload: { app: appOf },
  UpdateContainerAppAutoScalingPayload: { app: appOf },
  UpdateContainerAppRegionSettingsPayload: { app: appOf },
  DeleteContainerAppPayload: {
    deletedContainerAppId: (deletion) => toGlobalId('ContainerApp', deletion.appId),
  },
  CreateContainerTemplatePayload: { app: appOf },
  UpdateContainerTemplatePayload: { app: appOf },
  SetContainerEnvironmentVariablesPayload: { app: appOf },
  DeleteContainerTemplatePayload: {
    deletedContainerTemplateId: (deletion) =>
      toGlobalId('ContainerTemplate', localIdOf(deletion.appId, deletion.containerId)),
    app: appOf,
  },
};
