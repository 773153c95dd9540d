import type {
  ContainerAutoScalingInput,
  ContainerEntryPointInput,
  ContainerEnvironmentVariableInput,
  ContainerProbeInput,
  ContainerProbesInput,
  ContainerRegionSettingsInput,
  ContainerTemplatePatchInput,
  ContainerVolumeMountInput,
  ContainerVolumeTemplateInput,
} from '../../../__generated__/resolvers-types.js';
import { validatorsFor } from '../../shared/validate.js';
import { checkEndpointInput, checkPort } from '../resources/endpointValidation.js';
import { httpStatusNameOf } from '../httpStatusNames.js';

/**
 * The checks of an application's and a container's configuration, with the limits of magic-containers-api.json's
 * AddApplicationRequest, ContainerRequest and their parts. Each takes the argument path of the value it checks
 * (`input.containers[0].probes.liveness`), so BAD_USER_INPUT names exactly what to fix.
 */
const check = validatorsFor('containers');

/** ContainerRequest's patterns: words of letters and digits joined by one or two separators. */
const IMAGE_PART = /^[a-zA-Z0-9]+(?:[./_-]{1,2}[a-zA-Z0-9]+)*$/;
const IMAGE_TAG = /^[a-zA-Z0-9]+(?:[._-]{1,2}[a-zA-Z0-9]+)*$/;
const DIGEST = /^sha256:[a-z0-9]{64}$/;
/** VolumeMountRequest.mountPath: absolute, no `//`, `..` or whitespace. */
const MOUNT_PATH = /^\/(?!.*\/\/)(?!.*\.\.)(?!.*\s)([a-zA-Z0-9._-]+\/?)+$/;
/** An environment variable's name: visible ASCII without `=` (what a process environment can hold). */
const VARIABLE_NAME = /^[\x21-\x3c\x3e-\x7e]{1,256}$/;
const MAX_VARIABLE_VALUE = 32_768;
const MAX_LIST = 100;

export function checkIntBetween(argument: string, value: number | null | undefined, min: number, max: number): void {
  if (value != null && (!Number.isInteger(value) || value < min || value > max))
    throw check.refusal(argument, `${argument} must be an integer from ${min} to ${max}.`);
}

export function checkListLength(argument: string, list: readonly unknown[], max = MAX_LIST): void {
  if (list.length > max) throw check.refusal(argument, `${argument} must hold at most ${max} items.`);
}

function checkPattern(argument: string, value: string, pattern: RegExp, what: string, max = 256): void {
  check.lengthBetween(argument, value, 1, max);
  if (!pattern.test(value)) throw check.refusal(argument, `${argument} must be ${what}.`);
}

export function checkAutoScaling(argument: string, { min, max }: ContainerAutoScalingInput): void {
  checkIntBetween(`${argument}.min`, min, 1, 1000);
  checkIntBetween(`${argument}.max`, max, 1, 1000);
  if (max < min) throw check.refusal(`${argument}.max`, `${argument}.max must be at least ${argument}.min.`);
}

export function checkRegionSettings(argument: string, settings: ContainerRegionSettingsInput): void {
  const lists = { allowedRegionIds: settings.allowedRegionIds, requiredRegionIds: settings.requiredRegionIds };
  for (const [name, ids] of Object.entries(lists)) {
    if (ids == null) continue;
    checkListLength(`${argument}.${name}`, ids);
    for (const [index, id] of ids.entries()) check.identifier(`${argument}.${name}[${index}]`, id);
  }
  const allowed = settings.allowedRegionIds;
  const outside = allowed == null ? undefined : settings.requiredRegionIds?.find((id) => !allowed.includes(id));
  if (outside !== undefined)
    throw check.refusal(`${argument}.requiredRegionIds`, `${argument}.requiredRegionIds must be allowed regions too.`);
  checkIntBetween(`${argument}.maxAllowedRegions`, settings.maxAllowedRegions, 1, 1000);
}

export function checkVolumes(argument: string, volumes: readonly ContainerVolumeTemplateInput[]): void {
  checkListLength(argument, volumes);
  volumes.forEach((volume, index) => {
    check.requiredText(`${argument}[${index}].name`, volume.name, 1, 50);
    checkIntBetween(`${argument}[${index}].size`, volume.size, 1, 100);
  });
}

export function checkEnvironmentVariables(argument: string, variables: readonly ContainerEnvironmentVariableInput[]) {
  checkListLength(argument, variables, 1000);
  const names = new Set<string>();
  variables.forEach(({ name, value }, index) => {
    checkPattern(`${argument}[${index}].name`, name, VARIABLE_NAME, 'visible ASCII characters other than =');
    if (names.has(name)) throw check.refusal(`${argument}[${index}].name`, `${argument} names ${name} twice.`);
    names.add(name);
    check.wellFormed(`${argument}[${index}].value`, value);
    if (value.length > MAX_VARIABLE_VALUE)
      throw check.refusal(`${argument}[${index}].value`, `${argument}[${index}].value is over 32,768 characters.`);
  });
}

function checkEntryPoint(argument: string, entryPoint: ContainerEntryPointInput): void {
  for (const name of ['command', 'arguments'] as const) {
    const words = entryPoint[name];
    if (words == null) continue;
    checkListLength(`${argument}.${name}`, words);
    for (const [index, word] of words.entries()) check.lengthBetween(`${argument}.${name}[${index}]`, word, 1, 4096);
  }
  if (entryPoint.workingDirectory != null)
    check.lengthBetween(`${argument}.workingDirectory`, entryPoint.workingDirectory, 1, 1024);
}

function checkProbe(argument: string, probe: ContainerProbeInput): void {
  for (const name of ['initialDelaySeconds', 'periodSeconds', 'timeoutSeconds'] as const)
    checkIntBetween(`${argument}.${name}`, probe[name], 1, 3600);
  for (const name of ['failureThreshold', 'successThreshold'] as const)
    checkIntBetween(`${argument}.${name}`, probe[name], 1, 1000);
  const kinds = [probe.httpGet, probe.tcpSocket, probe.grpc].filter((kind) => kind != null);
  if (kinds.length !== 1)
    throw check.refusal(argument, `${argument} must have exactly one of httpGet, tcpSocket and grpc.`);
  if (probe.httpGet) {
    const { path, port, expectedStatus } = probe.httpGet;
    check.visibleAscii(`${argument}.httpGet.path`, path, 1, 2048);
    if (!path.startsWith('/')) throw check.refusal(`${argument}.httpGet.path`, 'The path must start with /.');
    checkPort(`${argument}.httpGet.port`, port);
    if (expectedStatus != null && httpStatusNameOf(expectedStatus) === undefined)
      throw check.refusal(
        `${argument}.httpGet.expectedStatus`,
        `${expectedStatus} is not an HTTP status bunny.net names.`,
      );
  }
  if (probe.tcpSocket) checkPort(`${argument}.tcpSocket.port`, probe.tcpSocket.port);
  if (probe.grpc) {
    checkPort(`${argument}.grpc.port`, probe.grpc.port);
    if (probe.grpc.serviceName != null)
      check.visibleAscii(`${argument}.grpc.serviceName`, probe.grpc.serviceName, 1, 256);
  }
}

function checkProbes(argument: string, probes: ContainerProbesInput): void {
  for (const name of ['startup', 'readiness', 'liveness'] as const) {
    const probe = probes[name];
    if (probe) checkProbe(`${argument}.${name}`, probe);
  }
}

function checkVolumeMounts(argument: string, mounts: readonly ContainerVolumeMountInput[]): void {
  checkListLength(argument, mounts);
  mounts.forEach((mount, index) => {
    check.requiredText(`${argument}[${index}].name`, mount.name, 1, 50);
    checkPattern(`${argument}[${index}].mountPath`, mount.mountPath, MOUNT_PATH, 'an absolute path', 1024);
  });
}

/** A container, whole or in part: what is given must fit; what a whole container needs is checked by its caller. */
export function checkTemplate(argument: string, input: ContainerTemplatePatchInput & { containerId?: string | null }) {
  if (input.containerId != null) check.identifier(`${argument}.containerId`, input.containerId);
  if (input.name != null) check.requiredText(`${argument}.name`, input.name, 1, 50);
  if (input.imageRegistryId != null) check.identifier(`${argument}.imageRegistryId`, input.imageRegistryId);
  if (input.imageNamespace != null)
    checkPattern(`${argument}.imageNamespace`, input.imageNamespace, IMAGE_PART, 'words of letters and digits');
  if (input.imageName != null)
    checkPattern(`${argument}.imageName`, input.imageName, IMAGE_PART, 'words of letters and digits');
  if (input.imageTag != null) checkPattern(`${argument}.imageTag`, input.imageTag, IMAGE_TAG, 'a tag such as 1.27');
  if (input.imageDigest != null)
    checkPattern(`${argument}.imageDigest`, input.imageDigest, DIGEST, 'sha256: and 64 lowercase hex digits', 71);
  if (input.entryPoint) checkEntryPoint(`${argument}.entryPoint`, input.entryPoint);
  if (input.probes) checkProbes(`${argument}.probes`, input.probes);
  if (input.environmentVariables)
    checkEnvironmentVariables(`${argument}.environmentVariables`, input.environmentVariables);
  if (input.endpoints) {
    checkListLength(`${argument}.endpoints`, input.endpoints);
    for (const [index, endpoint] of input.endpoints.entries())
      checkEndpointInput(`${argument}.endpoints[${index}]`, endpoint);
  }
  if (input.volumeMounts) checkVolumeMounts(`${argument}.volumeMounts`, input.volumeMounts);
}
