import { apiErrorData } from '../core/errors.js';
import { MEDIA_PULL_ZONE_ID } from '../fixtures.js';
import { json, type Reply } from '../core/http.js';
import { intParam, type HandlerContext } from '../router.js';
import type { AccountState } from '../state.js';

/**
 * GET /v1/pricing/{source}/{resourceId}?units=: the price of one billed product of one of the account's resources.
 * The product says what kind of resource it bills (Pull Zone, video library, edge script); the sandbox keeps no
 * Storage Zones or container apps, so their products find no resource (404). Prices are the sandbox's own.
 */

type ResourceKind = 'pullZone' | 'videoLibrary' | 'edgeScript' | 'none';

interface Product {
  readonly kind: ResourceKind;
  readonly price: number;
  readonly unit: string;
}

/** bunny.net's product codes (PricingEstimationSource) by family: [first code, last code, product]. */
const PRODUCTS: readonly [number, number, Product][] = [
  [1101, 1102, { kind: 'pullZone', price: 0.01, unit: 'GB' }],
  [1103, 1103, { kind: 'pullZone', price: 0.03, unit: 'GB' }],
  [1104, 1106, { kind: 'pullZone', price: 0.06, unit: 'GB' }],
  [1201, 1206, { kind: 'videoLibrary', price: 0.01, unit: 'GB' }],
  [1300, 1300, { kind: 'pullZone', price: 0.005, unit: 'GB' }],
  [1400, 1400, { kind: 'videoLibrary', price: 0.005, unit: 'GB' }],
  [1501, 1510, { kind: 'none', price: 0.01, unit: 'GB' }],
  [1630, 1630, { kind: 'pullZone', price: 0.000_001, unit: 'connection minute' }],
  [1701, 1710, { kind: 'none', price: 0.01, unit: 'GB' }],
  [1801, 1810, { kind: 'edgeScript', price: 0.01, unit: 'GB' }],
  [2100, 2200, { kind: 'none', price: 0.01, unit: 'GB per month' }],
  [2300, 2400, { kind: 'videoLibrary', price: 0.01, unit: 'GB per month' }],
  [4100, 4503, { kind: 'videoLibrary', price: 0.1, unit: 'minute' }],
  [5200, 5300, { kind: 'edgeScript', price: 0.2, unit: 'million' }],
];

/** The documented codes, for telling a code of no product (400) from a product without the resource (404). */
const CODES = new Set([
  1101, 1102, 1103, 1104, 1105, 1106, 1201, 1202, 1203, 1204, 1205, 1206, 1300, 1400, 1501, 1502, 1503, 1504, 1505,
  1506, 1510, 1630, 1701, 1702, 1703, 1704, 1705, 1706, 1710, 1801, 1802, 1803, 1804, 1805, 1806, 1810, 2100, 2200,
  2300, 2400, 4100, 4200, 4300, 4400, 4501, 4502, 4503, 5200, 5300,
]);

function hasResource(account: AccountState, kind: ResourceKind, id: number): boolean {
  if (kind === 'pullZone') return account.pullZones.has(id);
  if (kind === 'videoLibrary') return account.videoLibraries.has(id);
  if (kind === 'edgeScript') return account.edgeScripts.has(id);
  return false;
}

const round = (value: number): number => Math.round(value * 1_000_000) / 1_000_000;

export function getPriceEstimate(context: HandlerContext): Reply {
  const code = Number(context.params['source']);
  const product = PRODUCTS.find(([first, last]) => code >= first && code <= last)?.[2];
  if (!CODES.has(code) || product === undefined)
    return apiErrorData(400, 'pricing.invalid_source', 'source', 'The pricing source is not valid.');
  const rawUnits = context.query.get('units');
  const units = rawUnits === null || rawUnits === '' ? null : Number(rawUnits);
  if (units !== null && !(/^\d{1,16}$/.test(rawUnits ?? '') && Number.isSafeInteger(units)))
    return apiErrorData(400, 'pricing.invalid_units', 'units', 'The units must be a whole number from 0 on.');
  const resourceId = intParam(context, 'resourceId');
  if (!hasResource(context.account, product.kind, resourceId))
    return apiErrorData(404, 'pricing.resource_not_found', 'resourceId', 'The resource was not found.');
  // The media Pull Zone has a price of its own; everything else pays the list price.
  const overridden = product.kind === 'pullZone' && resourceId === MEDIA_PULL_ZONE_ID;
  const price = overridden ? round(product.price / 2) : product.price;
  const cost = units === null ? null : round(units * price);
  return json(200, {
    PricingType: overridden ? 2 : 0,
    PricePerUnit: price,
    UnitDescription: `per ${product.unit}`,
    EstimatedCost: cost,
    Breakdown:
      units === null
        ? null
        : [{ Description: `${units} ${product.unit}`, Units: units, PricePerUnit: price, Cost: cost }],
  });
}
