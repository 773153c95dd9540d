import type {
  ContainerAppInput,
  ContainerAppPatchInput,
  ContainerTemplateInput,
  MutationAddContainerTemplateArgs,
  MutationCreateContainerAppArgs,
  MutationDeleteContainerTemplateArgs,
  MutationRecreateContainerPodArgs,
  MutationReplaceContainerAppArgs,
  MutationSetContainerEnvironmentVariablesArgs,
  MutationUpdateContainerAppArgs,
  MutationUpdateContainerAppAutoScalingArgs,
  MutationUpdateContainerAppRegionSettingsArgs,
  MutationUpdateContainerTemplateArgs,
} from '../../__generated__/resolvers-types.js';
import { validatorsFor } from '../shared/validate.js';
import {
  checkAutoScaling,
  checkEnvironmentVariables,
  checkIntBetween,
  checkListLength,
  checkRegionSettings,
  checkTemplate,
  checkVolumes,
} from './appInputValidation.js';

/** The checks of the applications' writes (validation.ts gathers every area check into `validate`). */
const check = validatorsFor('containers');

/** AddApplicationRequest.name: 1 to 100 letters, digits, hyphens and spaces. */
const APP_NAME = /^[A-Za-z0-9\- ]{1,100}$/;

const appId = (args: { appId: string }): void => {
  check.identifier('appId', args.appId);
};

const appAndContainer = (args: { appId: string; containerId: string }): void => {
  appId(args);
  check.identifier('containerId', args.containerId);
};

function checkAppName(argument: string, name: string): void {
  check.requiredText(argument, name, 1, 100);
  if (!APP_NAME.test(name)) throw check.refusal(argument, `${argument} may hold only letters, digits, - and spaces.`);
}

function checkContainers(argument: string, containers: readonly ContainerTemplateInput[]): void {
  checkListLength(argument, containers, 20);
  for (const [index, container] of containers.entries()) checkTemplate(`${argument}[${index}]`, container);
}

/** What an application's configuration shares, whole or in part. */
function checkAppParts(input: ContainerAppPatchInput): void {
  if (input.name != null) checkAppName('input.name', input.name);
  if (input.autoScaling) checkAutoScaling('input.autoScaling', input.autoScaling);
  if (input.regionSettings) checkRegionSettings('input.regionSettings', input.regionSettings);
  if (input.containers) checkContainers('input.containers', input.containers);
  if (input.volumes) checkVolumes('input.volumes', input.volumes);
}

function checkApp(input: ContainerAppInput): void {
  checkAppParts(input);
  checkIntBetween('input.terminationGracePeriodSeconds', input.terminationGracePeriodSeconds, 1, 300);
}

export const appValidators = {
  createContainerApp(args: MutationCreateContainerAppArgs): void {
    checkApp(args.input);
  },

  replaceContainerApp(args: MutationReplaceContainerAppArgs): void {
    appId(args);
    checkApp(args.input);
  },

  updateContainerApp(args: MutationUpdateContainerAppArgs): void {
    appId(args);
    if (Object.values(args.input).every((value) => value == null))
      throw check.refusal('input', 'input must change at least one thing.');
    checkAppParts(args.input);
  },

  deleteContainerApp: appId,
  undeployContainerApp: appId,
  restartContainerApp: appId,

  recreateContainerPod(args: MutationRecreateContainerPodArgs): void {
    appId(args);
    check.identifier('podId', args.podId);
  },

  updateContainerAppAutoScaling(args: MutationUpdateContainerAppAutoScalingArgs): void {
    appId(args);
    checkAutoScaling('input', args.input);
  },

  updateContainerAppRegionSettings(args: MutationUpdateContainerAppRegionSettingsArgs): void {
    appId(args);
    const { allowedRegionIds, requiredRegionIds, maxAllowedRegions } = args.input;
    if (allowedRegionIds == null && requiredRegionIds == null && maxAllowedRegions == null)
      throw check.refusal('input', 'input must set at least one of its fields.');
    checkRegionSettings('input', args.input);
  },

  addContainerTemplate(args: MutationAddContainerTemplateArgs): void {
    appId(args);
    if (args.input.containerId != null)
      throw check.refusal('input.containerId', 'A new container has no containerId yet: leave it out.');
    checkTemplate('input', args.input);
  },

  updateContainerTemplate(args: MutationUpdateContainerTemplateArgs): void {
    appAndContainer(args);
    if (Object.values(args.input).every((value) => value == null))
      throw check.refusal('input', 'input must change at least one thing.');
    checkTemplate('input', args.input);
  },

  setContainerEnvironmentVariables(args: MutationSetContainerEnvironmentVariablesArgs): void {
    appAndContainer(args);
    checkEnvironmentVariables('variables', args.variables);
  },

  deleteContainerTemplate: appAndContainer as (args: MutationDeleteContainerTemplateArgs) => void,
};
