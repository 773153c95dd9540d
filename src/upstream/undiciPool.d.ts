/**
 * undici's Pool class from its own module. The package's index loads every part of undici (fetch, WebSocket,
 * cookies, caches, mocks: ~2/3 of its load time and ~3 MB of heap), and the gateway uses the Pool alone
 * (upstream/pools.ts; the other imports of 'undici' are types only, erased).
 */
declare module 'undici/lib/dispatcher/pool.js' {
  import { Pool } from 'undici';
  export default Pool;
}
