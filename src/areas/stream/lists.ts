/** bunny.net's comma-separated lists (`720p,1080p`, `0.5,1,2`) as GraphQL lists; empty when it sends none. */

export function commaList(value: string | null | undefined): string[] {
  return typeof value === 'string' ? value.split(',').flatMap((item) => (item.trim() ? [item.trim()] : [])) : [];
}

/** The numbers of a comma-separated list; an item that is not a finite number is left out. */
export function numberList(value: string | null | undefined): number[] {
  return commaList(value).flatMap((item) => {
    const number = Number(item);
    return Number.isFinite(number) ? [number] : [];
  });
}
