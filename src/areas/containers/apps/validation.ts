import type {
  ContainerAppInput,
  ContainerAppPatchInput,
  ContainerTemplateInput,
  MutationCreateContainerAppArgs,
  MutationCreateContainerTemplateArgs,
  MutationDeleteContainerAppArgs,
  MutationDeleteContainerTemplateArgs,
  MutationRecreateContainerPodArgs,
  MutationReplaceContainerAppArgs,
  MutationRestartContainerAppArgs,
  MutationSetContainerEnvironmentVariablesArgs,
  MutationUndeployContainerAppArgs,
  MutationUpdateContainerAppArgs,
  MutationUpdateContainerAppAutoScalingArgs,
  MutationUpdateContainerAppRegionSettingsArgs,
  MutationUpdateContainerTemplateArgs,
} from '../../../__generated__/resolvers-types.js';
import { validatorsFor } from '../../shared/validate.js';
import {
  checkAutoScaling,
  checkEnvironmentVariables,
  checkIntBetween,
  checkListLength,
  checkRegionSettings,
  checkTemplate,
  checkVolumes,
} from './inputValidation.js';

/** The checks of the applications' writes (validation.ts gathers every area check into `validate`). */
const check = validatorsFor('containers');

/** AddApplicationRequest.name: 1 to 100 letters, digits, hyphens and spaces. */
const APP_NAME = /^[A-Za-z0-9\- ]{1,100}$/;

const appId = (input: { appId: string }): void => {
  check.identifier('input.appId', input.appId);
};

const appAndContainer = (input: { appId: string; containerId: string }): void => {
  appId(input);
  check.identifier('input.containerId', input.containerId);
};

/** A refusal of a changes input that changes nothing: naming it saves a call that would do nothing. */
function checkSomething(argument: string, changes: object, what: string): void {
  if (Object.values(changes).every((value) => value == null))
    throw check.refusal(argument, `${argument} must ${what}.`);
}

function checkAppName(argument: string, name: string): void {
  check.requiredText(argument, name, 1, 100);
  if (!APP_NAME.test(name)) throw check.refusal(argument, `${argument} may hold only letters, digits, - and spaces.`);
}

function checkContainers(argument: string, containers: readonly ContainerTemplateInput[]): void {
  checkListLength(argument, containers, 20);
  for (const [index, container] of containers.entries()) checkTemplate(`${argument}[${index}]`, container);
}

/** What an application's configuration shares, whole or in part, under `argument` (`input` or `input.containerApp`). */
function checkAppParts(argument: string, app: ContainerAppPatchInput): void {
  if (app.name != null) checkAppName(`${argument}.name`, app.name);
  if (app.autoScaling) checkAutoScaling(`${argument}.autoScaling`, app.autoScaling);
  if (app.regionSettings) checkRegionSettings(`${argument}.regionSettings`, app.regionSettings);
  if (app.containers) checkContainers(`${argument}.containers`, app.containers);
  if (app.volumes) checkVolumes(`${argument}.volumes`, app.volumes);
}

function checkApp(argument: string, app: ContainerAppInput): void {
  checkAppParts(argument, app);
  checkIntBetween(`${argument}.terminationGracePeriodSeconds`, app.terminationGracePeriodSeconds, 1, 300);
}

export const appValidators = {
  createContainerApp({ input }: MutationCreateContainerAppArgs): void {
    checkApp('input', input);
  },

  replaceContainerApp({ input }: MutationReplaceContainerAppArgs): void {
    appId(input);
    checkApp('input.containerApp', input.containerApp);
  },

  updateContainerApp({ input }: MutationUpdateContainerAppArgs): void {
    appId(input);
    checkSomething('input.containerApp', input.containerApp, 'change at least one thing');
    checkAppParts('input.containerApp', input.containerApp);
  },

  deleteContainerApp: ({ input }: MutationDeleteContainerAppArgs): void => appId(input),
  undeployContainerApp: ({ input }: MutationUndeployContainerAppArgs): void => appId(input),
  restartContainerApp: ({ input }: MutationRestartContainerAppArgs): void => appId(input),

  recreateContainerPod({ input }: MutationRecreateContainerPodArgs): void {
    appId(input);
    check.identifier('input.podId', input.podId);
  },

  updateContainerAppAutoScaling({ input }: MutationUpdateContainerAppAutoScalingArgs): void {
    appId(input);
    checkAutoScaling('input.containerAutoScaling', input.containerAutoScaling);
  },

  updateContainerAppRegionSettings({ input }: MutationUpdateContainerAppRegionSettingsArgs): void {
    appId(input);
    checkSomething('input.containerRegionSettings', input.containerRegionSettings, 'set at least one of its fields');
    checkRegionSettings('input.containerRegionSettings', input.containerRegionSettings);
  },

  createContainerTemplate({ input }: MutationCreateContainerTemplateArgs): void {
    appId(input);
    if (input.containerTemplate.containerId != null)
      throw check.refusal(
        'input.containerTemplate.containerId',
        'A new container has no containerId yet: leave it out.',
      );
    checkTemplate('input.containerTemplate', input.containerTemplate);
  },

  updateContainerTemplate({ input }: MutationUpdateContainerTemplateArgs): void {
    appAndContainer(input);
    checkSomething('input.containerTemplate', input.containerTemplate, 'change at least one thing');
    checkTemplate('input.containerTemplate', input.containerTemplate);
  },

  setContainerEnvironmentVariables({ input }: MutationSetContainerEnvironmentVariablesArgs): void {
    appAndContainer(input);
    checkEnvironmentVariables('input.variables', input.variables);
  },

  deleteContainerTemplate: ({ input }: MutationDeleteContainerTemplateArgs): void => appAndContainer(input),
};
