import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { intEnum, prop, upstreamDateTime, withoutNulls } from '../shared/codecs.js';
import { apiKeyId, countryId, regionId } from './recordKeys.js';
import { searchResultKinds, searchResultRecord, searchResultRecordTypes } from './searchRecords.js';

/** bunny.net's AppliedPricingType: 0 = ListPrice, 1 = UserOverride, 2 = ResourceOverride. */
const pricingTypes = intEnum(['LIST_PRICE', 'USER_OVERRIDE', 'RESOURCE_OVERRIDE']);

/**
 * The account's other records: each type's parent is bunny.net's PascalCase record (codegen `mappers`), and each
 * camelCase field reads its property. An API key's parent is already masked (apiKeys.ts): only its id is made here.
 */
export const accountTypeResolvers: Resolvers = {
  ApiKey: {
    id: apiKeyId,
  },
  AuditLogEntry: {
    timestamp: (entry) => upstreamDateTime(entry.Timestamp),
    product: prop('Product'),
    resourceType: prop('ResourceType'),
    changedResourceId: prop('ResourceId'),
    resourceOwner: prop('ResourceOwner'),
    action: prop('Action'),
    actorId: prop('ActorId'),
    actorType: prop('ActorType'),
    diff: prop('Diff'),
  },
  Country: {
    id: countryId,
    isoCode: prop('IsoCode'),
    name: prop('Name'),
    isEu: prop('IsEU'),
    taxRate: prop('TaxRate'),
    taxPrefix: prop('TaxPrefix'),
    flagUrl: prop('FlagUrl'),
    popList: (country) => withoutNulls(country.PopList),
  },
  Region: {
    id: regionId,
    regionId: prop('Id'),
    name: prop('Name'),
    regionCode: prop('RegionCode'),
    continentCode: prop('ContinentCode'),
    countryCode: prop('CountryCode'),
    pricePerGigabyte: prop('PricePerGigabyte'),
    latitude: prop('Latitude'),
    longitude: prop('Longitude'),
    allowsLatencyRouting: prop('AllowLatencyRouting'),
  },
  SearchResult: {
    kind: (result) => searchResultKinds.fromUpstream(result.Type),
    rawKind: prop('Type'),
    resourceId: prop('Id'),
    name: prop('Name'),
    record: searchResultRecord,
  },
  SearchResultRecord: searchResultRecordTypes,
  PriceEstimate: {
    pricingType: (estimate) => pricingTypes.fromUpstream(estimate.PricingType),
    pricePerUnit: prop('PricePerUnit'),
    unitDescription: prop('UnitDescription'),
    estimatedCost: prop('EstimatedCost'),
    breakdown: (estimate) => withoutNulls(estimate.Breakdown),
  },
  PriceBreakdownLine: {
    description: prop('Description'),
    units: prop('Units'),
    pricePerUnit: prop('PricePerUnit'),
    cost: prop('Cost'),
  },
};
