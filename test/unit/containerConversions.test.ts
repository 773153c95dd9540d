import { describe, expect, it } from 'vitest';
import {
  toUpstreamApp,
  toUpstreamAppPatch,
  toUpstreamContainer,
} from '../../src/areas/containers/apps/inputMappers.js';
import { httpStatusNameOf, httpStatusOf } from '../../src/areas/containers/httpStatusNames.js';
import { statisticsQuery } from '../../src/areas/containers/statisticsMappers.js';

/** Magic Containers' conversions between the graph's inputs and numbers and bunny.net's shapes and names. */

describe('a probe’s expected HTTP status', () => {
  it('goes to bunny.net’s name and back for every status it names, and stays unsent for one it does not', () => {
    for (const status of [100, 200, 204, 226, 301, 308, 404, 417, 421, 451, 503, 511]) {
      const name = httpStatusNameOf(status);
      expect(name, String(status)).toBeDefined();
      expect(httpStatusOf(name)).toBe(status);
    }
    expect(httpStatusNameOf(200)).toBe('ok');
    expect(httpStatusNameOf(299)).toBeUndefined();
    expect(httpStatusNameOf(418)).toBeUndefined();
    expect(httpStatusOf('NotFound')).toBe(404);
    expect(httpStatusOf('teapot')).toBeNull();
    expect(httpStatusOf(404)).toBeNull();
  });
});

describe('the application and container inputs', () => {
  it('leave out of a patch every field the caller left out or set to null', () => {
    expect(toUpstreamAppPatch({ name: 'shop', runtimeType: null, autoScaling: { min: 1, max: 2 } })).toEqual({
      name: 'shop',
      autoScaling: { min: 1, max: 2 },
    });
    expect(toUpstreamContainer({ imageTag: '2', environmentVariables: null })).toEqual({ imageTag: '2' });
  });

  it('send a whole application with its containers, probes by kind and status name, and the command as words', () => {
    const body = toUpstreamApp({
      name: 'app',
      runtimeType: 'RESERVED',
      terminationGracePeriodSeconds: 30,
      autoScaling: { min: 1, max: 1 },
      regionSettings: { allowedRegionIds: ['DE'] },
      containers: [
        {
          containerId: 'c-1',
          name: 'web',
          imageRegistryId: 'dockerhub',
          imageNamespace: 'library',
          imageName: 'nginx',
          imageTag: '1.27',
          imagePullPolicy: 'IF_NOT_PRESENT',
          entryPoint: { command: ['nginx', '-g'], arguments: ['daemon off;'] },
          probes: { liveness: { periodSeconds: 5, httpGet: { path: '/', port: 80, expectedStatus: 204 } } },
        },
      ],
    });
    expect(body).toEqual({
      name: 'app',
      runtimeType: 'reserved',
      terminationGracePeriodSeconds: 30,
      autoScaling: { min: 1, max: 1 },
      regionSettings: { allowedRegionIds: ['DE'] },
      containerTemplates: [
        {
          id: 'c-1',
          name: 'web',
          imageRegistryId: 'dockerhub',
          imageNamespace: 'library',
          imageName: 'nginx',
          imageTag: '1.27',
          imagePullPolicy: 'ifNotPresent',
          entryPoint: { commandArray: ['nginx', '-g'], argumentsArray: ['daemon off;'] },
          probes: {
            liveness: {
              periodSeconds: 5,
              httpGet: { request: { path: '/', portNumber: 80 }, response: { expectedStatusCode: 'noContent' } },
            },
          },
        },
      ],
    });
  });
});

describe('the statistics query', () => {
  it('sends the period as ISO instants and bunny.net’s name of the granularity; no toDate when to is left out', () => {
    const from = new Date('2026-11-20T00:00:00Z');
    expect(statisticsQuery({ from, granularity: 'MINUTE' })).toEqual({
      fromDate: '2026-11-20T00:00:00.000Z',
      granularity: 'Minute',
    });
    expect(statisticsQuery({ from, to: new Date('2026-11-21T00:00:00Z'), granularity: 'DAILY' })).toMatchObject({
      toDate: '2026-11-21T00:00:00.000Z',
      granularity: 'Daily',
    });
  });
});
