import type { EdgeScriptIntegrationInput } from '../../__generated__/resolvers-types.js';
import { check, MAX_NAME_LENGTH } from './checks.js';

const MAX_SETTING_LENGTH = 1000;

/**
 * The source-code integration of a new script: ids positive, the repository named, a template URL an http(s) URL
 * (passed on for bunny.net to fetch, never fetched by the gateway), the build settings Unicode text.
 */
export function integrationChecks(integration: EdgeScriptIntegrationInput): void {
  check.positiveId('input.integration.integrationId', integration.integrationId);
  const { repository, deployConfiguration } = integration;
  if (repository != null) {
    if (repository.repositoryId != null)
      check.positiveId('input.integration.repository.repositoryId', repository.repositoryId);
    check.requiredText('input.integration.repository.name', repository.name, 1, MAX_NAME_LENGTH);
    if (repository.templateUrl != null)
      check.httpUrl('input.integration.repository.templateUrl', repository.templateUrl);
  }
  if (deployConfiguration == null) return;
  for (const name of ['branch', 'installCommand', 'buildCommand', 'entryFile'] as const) {
    const value = deployConfiguration[name];
    if (value != null)
      check.lengthBetween(`input.integration.deployConfiguration.${name}`, value, 0, MAX_SETTING_LENGTH);
  }
}
