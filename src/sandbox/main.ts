import { SANDBOX_DEMO_KEY, SANDBOX_REVOKED_KEY, startSandbox } from './index.js';

/** Runs the sandbox on its own: `npx tsx src/sandbox/main.ts`. Stops on Ctrl+C or SIGTERM. */

const sandbox = await startSandbox();

console.log(`bunny.net sandbox listening
  api         ${sandbox.urls.api}   (api.bunny.net: /shield, /mc, /compute, /pullzone, /videolibrary)
  video       ${sandbox.urls.video}   (video.bunnycdn.com: Stream API, library keys)
  originLogs  ${sandbox.urls.originLogs}   (cdn-origin-logging.bunny.net)
  storage     ${sandbox.urls.storage}   (storage.bunnycdn.com and its regions' hosts, each under its name: BUNNY_STORAGE_URL)
  AccessKey   ${SANDBOX_DEMO_KEY}   (any non-empty key works; ${SANDBOX_REVOKED_KEY} always gets 401)`);

function shutdown(): void {
  sandbox.close().then(
    () => console.log('bunny.net sandbox stopped'),
    (error: unknown) => {
      console.error('bunny.net sandbox failed to stop cleanly', error);
      process.exitCode = 1;
    },
  );
}

process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
