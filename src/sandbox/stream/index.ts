import { defineSandboxArea } from '../core/area.js';
import { routes } from './routes.js';

/** Stream: video libraries (core API), and videos and collections on the video host. */
export const streamSandbox = defineSandboxArea({ name: 'stream', routes });
