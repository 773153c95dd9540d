import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { toGlobalId } from '../shared/globalId.js';
import { recordIdsOf } from '../shared/recordIds.js';
import {
  toEnvironmentVariables,
  toUpstreamApp,
  toUpstreamAppPatch,
  toUpstreamContainer,
  toUpstreamNewContainer,
  toUpstreamRegionSettings,
} from './appInputMappers.js';
import { localIdOf } from './node.js';
import { appById, knownContainer } from './records.js';
import type { UpstreamContainerTemplate } from './upstreamTypes.js';
import { validate } from './validation.js';

/** A change of an application that answers no record: the application, read again only when selected. */
const changed = (appId: string) => ({ appId, success: true });

/** A container write's answer, keyed by the container's id (the one asked for, else the one bunny.net gave). */
function containerChange(appId: string, answer: UpstreamContainerTemplate, containerId?: string) {
  const container = knownContainer(appId)({ ...answer, id: containerId ?? answer.id });
  return { appId, containerId: container?.id ?? null, container };
}

/** The applications' and their containers' writes, each answering the record as it is now, read only when selected. */
export const appWriteResolvers: Resolvers = {
  Mutation: {
    createContainerApp: async (_, args, { scope: { containers } }) => {
      validate.createContainerApp(args);
      const { id } = await containers.apps.create(toUpstreamApp(args.input));
      return { appId: id || null };
    },

    replaceContainerApp: async (_, args, { scope: { containers } }) => {
      validate.replaceContainerApp(args);
      await containers.apps.replace(args.appId, toUpstreamApp(args.input));
      return changed(args.appId);
    },

    updateContainerApp: async (_, args, { scope: { containers } }) => {
      validate.updateContainerApp(args);
      await containers.apps.patch(args.appId, toUpstreamAppPatch(args.input));
      return changed(args.appId);
    },

    deleteContainerApp: async (_, args, { scope: { containers } }) => {
      validate.deleteContainerApp(args);
      await containers.apps.delete(args.appId);
      return changed(args.appId);
    },

    deployContainerApp: async (_, args, { scope: { containers } }) => {
      validate.deployContainerApp(args);
      await containers.apps.deploy(args.appId);
      return changed(args.appId);
    },

    undeployContainerApp: async (_, args, { scope: { containers } }) => {
      validate.undeployContainerApp(args);
      await containers.apps.undeploy(args.appId);
      return changed(args.appId);
    },

    restartContainerApp: async (_, args, { scope: { containers } }) => {
      validate.restartContainerApp(args);
      await containers.apps.restart(args.appId);
      return changed(args.appId);
    },

    recreateContainerPod: async (_, args, { scope: { containers } }) => {
      validate.recreateContainerPod(args);
      await containers.apps.recreatePod(args.appId, args.podId);
      return changed(args.appId);
    },

    updateContainerAppAutoScaling: async (_, args, { scope: { containers } }) => {
      validate.updateContainerAppAutoScaling(args);
      await containers.apps.setAutoScaling(args.appId, { min: args.input.min, max: args.input.max });
      return changed(args.appId);
    },

    updateContainerAppRegionSettings: async (_, args, { scope: { containers } }) => {
      validate.updateContainerAppRegionSettings(args);
      await containers.apps.setRegionSettings(args.appId, toUpstreamRegionSettings(args.input));
      return changed(args.appId);
    },

    addContainerTemplate: async (_, args, { scope: { containers } }) => {
      validate.addContainerTemplate(args);
      const answer = await containers.apps.addContainer(args.appId, toUpstreamNewContainer(args.input));
      return containerChange(args.appId, answer);
    },

    updateContainerTemplate: async (_, args, { scope: { containers } }) => {
      validate.updateContainerTemplate(args);
      const { appId, containerId } = args;
      const answer = await containers.apps.patchContainer(appId, containerId, toUpstreamContainer(args.input));
      return containerChange(appId, answer, containerId);
    },

    setContainerEnvironmentVariables: async (_, args, { scope: { containers } }) => {
      validate.setContainerEnvironmentVariables(args);
      const { appId, containerId } = args;
      const variables = Object.fromEntries(toEnvironmentVariables(args.variables).map((v) => [v.name, v.value]));
      const answer = await containers.apps.setEnvironment(appId, containerId, variables);
      return containerChange(appId, answer, containerId);
    },

    deleteContainerTemplate: async (_, args, { scope: { containers } }) => {
      validate.deleteContainerTemplate(args);
      await containers.apps.deleteContainer(args.appId, args.containerId);
      return { appId: args.appId, containerId: args.containerId, success: true };
    },
  },

  ContainerAppCreation: {
    app: (creation) =>
      creation.appId === null
        ? null
        : appById(recordIdsOf('containers').segment('the new application id', creation.appId)),
  },
  ContainerAppChange: {
    app: (change) => appById(change.appId),
  },
  ContainerAppDeployment: {
    app: (change) => appById(change.appId),
  },
  ContainerAppDeletion: {
    deletedId: (deletion) => toGlobalId('ContainerApp', deletion.appId),
  },
  ContainerTemplateChange: {
    app: (change) => appById(change.appId),
  },
  ContainerTemplateDeletion: {
    deletedId: (deletion) => toGlobalId('ContainerTemplate', localIdOf(deletion.appId, deletion.containerId)),
    app: (deletion) => appById(deletion.appId),
  },
};
