import { describe, expect, it } from 'vitest';
import { apiGuardianFieldName } from '../../src/areas/shield/apiGuardian/fieldNames.js';

describe("API Guardian's body fields named in bunny.net's errors", () => {
  it('are the GraphQL arguments they came from', () => {
    expect(apiGuardianFieldName('$.content')).toBe('content');
    expect(apiGuardianFieldName('EnforceAuthorizationValidation')).toBe('enforceAuthorizationValidation');
    expect(apiGuardianFieldName('IsEnabled')).toBe('input.enabled');
    expect(apiGuardianFieldName('$.rateLimitingRequestCount')).toBe('input.rateLimitingRequestCount');
    expect(apiGuardianFieldName('InjectionDetectionParameters.Header')).toBe(
      'input.injectionDetectionParameters.header',
    );
  });
});
