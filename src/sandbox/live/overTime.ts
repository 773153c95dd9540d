import type { ContainerApp, Rollout } from '../containers/state.js';
import type { HostnameCertificate, PullZoneHostname } from '../pullZones/state.js';

/** How long each region of a deployment takes to come up in the sandbox: a dashboard sees the rollout move. */
export const ROLLOUT_STEP_MS = 2_000;
/** How long a free certificate stays pending before it is issued. */
export const CERTIFICATE_ISSUE_MS = 3_000;

/**
 * With `changesOverTime` (`npm run dev`), states bunny.net reaches over time do so in the sandbox too, so the polled
 * subscriptions (containerAppStatusChanged, pullZoneCertificateStatusChanged) show them live. Without it (the tests'
 * default) every change is immediate, as the contract tests expect.
 */

/** A deploy: `progressing` with no pods, then one region more every ROLLOUT_STEP_MS, then `active` with all. */
export function rollOutOverTime(app: ContainerApp): void {
  const rollout: Rollout = { regions: 0 };
  app.status = 'progressing';
  app.rollout = rollout;
  const step = (): void => {
    // Undeployed, suspended or deployed again meanwhile: this rollout is over.
    if (app.rollout !== rollout || app.status !== 'progressing') return;
    rollout.regions += 1;
    if (rollout.regions < app.regionIds.length) {
      setTimeout(step, ROLLOUT_STEP_MS).unref();
      return;
    }
    app.rollout = undefined;
    app.status = 'active';
  };
  setTimeout(step, ROLLOUT_STEP_MS).unref();
}

/** The regions whose pods run now: all of them, or those a rollout has reached. */
export function rolledOutRegions(app: ContainerApp): string[] {
  return app.rollout === undefined ? app.regionIds : app.regionIds.slice(0, app.rollout.regions);
}

/** A free certificate: pending (none installed) for CERTIFICATE_ISSUE_MS, then issued, unless another came first. */
export function issueOverTime(hostname: PullZoneHostname, certificate: HostnameCertificate): void {
  hostname.certificate = null;
  setTimeout(() => {
    hostname.certificate ??= certificate;
  }, CERTIFICATE_ISSUE_MS).unref();
}
