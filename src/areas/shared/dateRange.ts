import { badInput, type AreaName } from '../../errors/gatewayError.js';

/**
 * The checks of a statistics range whose ends are both optional (bunny.net then reads its own default range): each end
 * given is a real instant from 2000 on, `to` is not before `from`, and they are at most `maxDays` apart.
 * BAD_USER_INPUT naming `from` or `to`, before any call.
 */

const DAY_MS = 86_400_000;
const EARLIEST = Date.UTC(2000, 0, 1);

export interface OptionalRange {
  readonly from?: Date | null;
  readonly to?: Date | null;
}

export function checkOptionalRange(service: AreaName, range: OptionalRange, maxDays: number): void {
  for (const name of ['from', 'to'] as const) {
    const time = range[name]?.getTime();
    if (time !== undefined && (Number.isNaN(time) || time < EARLIEST))
      throw badInput(service, name, `${name} must be an instant from 2000-01-01T00:00:00Z on.`);
  }
  if (range.from == null || range.to == null) return;
  const span = range.to.getTime() - range.from.getTime();
  if (span < 0) throw badInput(service, 'to', 'to must not be before from.');
  if (span > maxDays * DAY_MS) throw badInput(service, 'to', `to must be at most ${maxDays} days after from.`);
}
