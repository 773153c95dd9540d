import type { AppContainer, EnvironmentVariable } from './state.js';
import { type EndpointRequest, validateEndpointRequest } from './endpointRequest.js';
import type { ValidationError } from '../core/errors.js';
import { isInteger, isJsonObject, isStringArray, type JsonObject } from '../core/json.js';

/**
 * The bodies of Magic Containers' application and container writes (AddApplicationRequest, PatchApplicationRequest,
 * ContainerRequest, PatchContainerRequest, AutoscalingSettings, UpdateRegionSettingsRequest), checked against the
 * schemas' limits. Errors are collected, not thrown, so one 400 lists every problem like ASP.NET does.
 */

export class Problems {
  readonly errors: ValidationError[] = [];
  add(field: string | null, message: string): void {
    this.errors.push({ field, message });
  }
}

const APP_NAME = /^[A-Za-z0-9-\s]{1,100}$/;
const IMAGE_PART = /^[a-zA-Z0-9]+(?:[./_-]{1,2}[a-zA-Z0-9]+)*$/;

/** What a container write sets: the container's fields, and the endpoints it brings. */
export interface ContainerRequest {
  id?: string;
  fields: Partial<Omit<AppContainer, 'id'>>;
  endpoints?: EndpointRequest[];
}

/** What an application write sets; a whole request (POST, PUT) sets every required part. */
export interface AppRequest {
  name?: string;
  runtimeType?: 'shared' | 'reserved';
  autoScaling?: { min: number; max: number };
  regions?: RegionRequest;
  containers?: ContainerRequest[];
  volumes?: { name: string; size: number }[];
}

export interface RegionRequest {
  allowedRegionIds?: string[];
  requiredRegionIds?: string[];
  maxAllowedRegions?: number | null;
}

const text = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

export function autoScaling(
  value: unknown,
  field: string,
  problems: Problems,
): { min: number; max: number } | undefined {
  const bounded = (n: unknown): n is number => isInteger(n) && n >= 1 && n <= 1000;
  if (!isJsonObject(value) || !bounded(value.min) || !bounded(value.max) || value.max < value.min) {
    problems.add(field, `The ${field} must hold min and max from 1 to 1000, max at least min.`);
    return undefined;
  }
  return { min: value.min, max: value.max };
}

export function regions(value: unknown, field: string, problems: Problems): RegionRequest | undefined {
  if (!isJsonObject(value)) {
    problems.add(field, `The ${field} must be an object.`);
    return undefined;
  }
  const request: RegionRequest = {};
  for (const name of ['allowedRegionIds', 'requiredRegionIds'] as const) {
    const ids = value[name];
    if (ids === undefined || ids === null) continue;
    if (isStringArray(ids)) request[name] = ids;
    else problems.add(`${field}.${name}`, `The ${name} must be a list of region ids.`);
  }
  const max = value.maxAllowedRegions;
  if (max === null || isInteger(max)) request.maxAllowedRegions = max;
  else if (max !== undefined) problems.add(`${field}.maxAllowedRegions`, 'The maxAllowedRegions must be an integer.');
  return request;
}

function environment(value: unknown, field: string, problems: Problems): EnvironmentVariable[] {
  if (!Array.isArray(value)) {
    problems.add(field, `The ${field} must be a list.`);
    return [];
  }
  return value.flatMap((item: unknown, index) => {
    if (isJsonObject(item) && text(item.name, 1, 256) && (item.value === undefined || typeof item.value === 'string'))
      return [{ name: item.name, value: item.value ?? '' }];
    problems.add(`${field}[${index}]`, 'An environment variable needs a name.');
    return [];
  });
}

/** A ContainerRequest (`whole`) or a PatchContainerRequest, at `field`. */
export function container(value: unknown, field: string, whole: boolean, problems: Problems): ContainerRequest {
  if (!isJsonObject(value)) {
    problems.add(field, `The ${field} must be an object.`);
    return { fields: {} };
  }
  const fields: ContainerRequest['fields'] = {};
  const required = (name: string) => whole && value[name] === undefined;
  if (text(value.name, 1, 50)) fields.name = value.name;
  else if (value.name !== undefined || required('name'))
    problems.add(`${field}.name`, 'The name is 1 to 50 characters.');
  for (const name of ['imageNamespace', 'imageName', 'imageTag', 'imageRegistryId'] as const) {
    const part = value[name];
    const fits = name === 'imageRegistryId' ? text(part, 1, 256) : typeof part === 'string' && IMAGE_PART.test(part);
    if (fits) fields[name] = part as string;
    else if (part !== undefined || required(name)) problems.add(`${field}.${name}`, `The ${name} is not valid.`);
  }
  if (value.imagePullPolicy === 'always' || value.imagePullPolicy === 'ifNotPresent')
    fields.imagePullPolicy = value.imagePullPolicy;
  if (isJsonObject(value.entryPoint)) fields.entryPoint = value.entryPoint;
  if (isJsonObject(value.probes)) fields.probes = value.probes;
  if (value.environmentVariables !== undefined)
    fields.environment = environment(value.environmentVariables, `${field}.environmentVariables`, problems);
  if (Array.isArray(value.volumeMounts))
    fields.volumeMounts = value.volumeMounts.filter(isJsonObject).map((mount: JsonObject) => ({
      name: String(mount.name),
      mountPath: String(mount.mountPath),
    }));
  const request: ContainerRequest = { fields, ...(typeof value.id === 'string' && { id: value.id }) };
  if (Array.isArray(value.endpoints)) {
    request.endpoints = value.endpoints.flatMap((endpoint: unknown, index) => {
      const checked = validateEndpointRequest(endpoint);
      if (checked.ok) return [checked.request];
      for (const error of checked.errors)
        problems.add(`${field}.endpoints[${index}].${error.field ?? ''}`, error.message);
      return [];
    });
  }
  return request;
}

/** An AddApplicationRequest (`whole`) or a PatchApplicationRequest. */
export function appRequest(value: unknown, whole: boolean, problems: Problems): AppRequest {
  if (!isJsonObject(value)) {
    problems.add(null, 'The request body must be a JSON object.');
    return {};
  }
  const request: AppRequest = {};
  if (typeof value.name === 'string' && APP_NAME.test(value.name)) request.name = value.name;
  else if (value.name != null || whole) problems.add('name', 'The name is 1 to 100 letters, digits, - and spaces.');
  if (value.runtimeType === 'shared' || value.runtimeType === 'reserved') request.runtimeType = value.runtimeType;
  else if (value.runtimeType !== undefined || whole)
    problems.add('runtimeType', 'The runtimeType is shared or reserved.');
  if (value.autoScaling !== undefined || whole)
    request.autoScaling = autoScaling(value.autoScaling, 'autoScaling', problems);
  if (value.regionSettings !== undefined || whole)
    request.regions = regions(value.regionSettings, 'regionSettings', problems);
  if (Array.isArray(value.containerTemplates))
    request.containers = value.containerTemplates.map((item: unknown, index) =>
      container(item, `containerTemplates[${index}]`, true, problems),
    );
  if (Array.isArray(value.volumes))
    request.volumes = value.volumes.flatMap((volume: unknown, index) => {
      if (
        isJsonObject(volume) &&
        text(volume.name, 1, 50) &&
        isInteger(volume.size) &&
        volume.size >= 1 &&
        volume.size <= 100
      )
        return [{ name: volume.name, size: volume.size }];
      problems.add(`volumes[${index}]`, 'A volume needs a name of 1 to 50 characters and a size from 1 to 100.');
      return [];
    });
  return request;
}
