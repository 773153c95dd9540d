import { stringEnum } from '../../shared/codecs.js';

/** API Guardian's string-coded enums, with bunny.net's names (shield-api.json). */
export const apiGuardianRateLimitTypes = stringEnum({ GLOBAL: 'Global', IP: 'IP' });
export const authSchemeTypes = stringEnum({
  API_KEY: 'ApiKey',
  HTTP: 'Http',
  OAUTH2: 'OAuth2',
  OPEN_ID_CONNECT: 'OpenIdConnect',
});
export const authLocations = stringEnum({ HEADER: 'Header', QUERY: 'Query', COOKIE: 'Cookie' });
