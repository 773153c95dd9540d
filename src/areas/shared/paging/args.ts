import { badInput, type AreaName } from '../../../errors/gatewayError.js';

/** `first` as every connection of the graph takes it; the SDL states the same default and bounds. */
export const DEFAULT_FIRST = 20;
export const MAX_FIRST = 100;

/** The paging arguments of every connection field. */
export interface PagingArgs {
  readonly first?: number | null | undefined;
  readonly after?: string | null | undefined;
}

/** `first` checked: 1 to MAX_FIRST, DEFAULT_FIRST when left out or null; BAD_USER_INPUT naming `first` otherwise. */
export function checkedFirst(service: AreaName, args: PagingArgs): number {
  const first = args.first ?? DEFAULT_FIRST;
  if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST)
    throw badInput(service, 'first', `first must be between 1 and ${MAX_FIRST} (got ${first}).`);
  return first;
}
