import { pastDays, prefixedTotals } from './activityDays.js';

/** What API Guardian did, on a zone or one endpoint: `ApiGuardianMetrics` / `ApiGuardianEndpointMetrics`. */
export function apiGuardianActivity(now: Date, seed: string, traffic: boolean): Record<string, unknown> {
  const { days, totals } = pastDays(now, `shield-api-guardian:${seed}`, traffic, (random) => {
    const inspected = random.int(500, 5000);
    const failedRequestValidation = random.int(0, 60);
    const failedAuthenticationEnforcement = random.int(0, 30);
    const rateLimited = random.int(0, 40);
    return {
      blockedRequests: failedRequestValidation + failedAuthenticationEnforcement,
      loggedRequests: random.int(0, 20),
      rateLimited,
      requestsInspected: inspected,
      failedRequestValidation,
      failedAuthenticationEnforcement,
    };
  });
  return { ...prefixedTotals(totals), overviewPastTwentyEightDays: days };
}
