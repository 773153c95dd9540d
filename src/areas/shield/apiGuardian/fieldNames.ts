import { defaultFieldName } from '../../../errors/fromUpstream.js';

/**
 * API Guardian's body fields to their arguments: `content` and `enforceAuthorizationValidation` are arguments of
 * their own, `isEnabled` is `input.enabled`, the others keep their name inside `input`.
 */
export function apiGuardianFieldName(field: string): string {
  const name = defaultFieldName(field.replace(/^\$\.?/, ''));
  if (name === 'content' || name === 'enforceAuthorizationValidation') return name;
  return `input.${name === 'isEnabled' ? 'enabled' : name}`;
}
