import { accessKeyOrJwt } from '../core/auth.js';
import { getOriginErrorLogs } from './logs.js';
import type { Route } from '../router.js';
import { noBody, route } from '../core/route.js';

/** Origin error logs (origin-errors-api.json). */
export const routes: readonly Route[] = [
  route('originLogs', 'GET', '/{pullZoneId:int64}/{dateTime:date}', accessKeyOrJwt(noBody), getOriginErrorLogs),
];
