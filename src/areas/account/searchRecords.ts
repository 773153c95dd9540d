import type {
  ResolversParentTypes,
  SearchResultKind,
  SearchResultRecordResolvers,
  SearchResultResolvers,
} from '../../__generated__/resolvers-types.js';
import type { RequestScope } from '../../request/scope.js';
import { stringEnum } from '../shared/codecs.js';
import { recordIdsOf } from '../shared/recordIds.js';

/** bunny.net's kinds of search result (SearchResultItemModel's `Type`). */
export const searchResultKinds = stringEnum<SearchResultKind>({
  PULL_ZONE: 'cdn',
  STORAGE_ZONE: 'storage',
  DNS_ZONE: 'dns',
  EDGE_SCRIPT: 'script',
  VIDEO_LIBRARY: 'stream',
});

type RecordTypeName = 'PullZone' | 'StorageZone' | 'DnsZone' | 'EdgeScript' | 'VideoLibrary';
/** The parent of a record of the union: its area's upstream record. */
type LinkedRecord = ResolversParentTypes['SearchResultRecord'];

interface Reader {
  readonly typeName: RecordTypeName;
  read(scope: RequestScope, id: number): Promise<LinkedRecord>;
}

/**
 * The kinds of result whose record the graph reads, each through the request's loader of its area (one read per record
 * and request, shared with every other field that links to it).
 */
const READERS: Record<SearchResultKind, Reader> = {
  PULL_ZONE: { typeName: 'PullZone', read: ({ pullZones }, id) => pullZones.loadPullZone(id) },
  STORAGE_ZONE: { typeName: 'StorageZone', read: ({ storageZones }, id) => storageZones.loadStorageZone(id) },
  DNS_ZONE: { typeName: 'DnsZone', read: ({ dns }, id) => dns.loadDnsZone(id) },
  EDGE_SCRIPT: { typeName: 'EdgeScript', read: ({ edgeScripts }, id) => edgeScripts.loadEdgeScript(id) },
  VIDEO_LIBRARY: { typeName: 'VideoLibrary', read: ({ stream }, id) => stream.libraries.load(id) },
};

/** Which member of the union a record read here is: upstream records carry no GraphQL type name. */
const RECORD_TYPE = Symbol('searchResultRecordType');
type Tagged = LinkedRecord & { readonly [RECORD_TYPE]: RecordTypeName };

const record = recordIdsOf('account');

/** `SearchResult.record`: the record, read only when selected; null without a call for a kind the graph cannot read. */
export const searchResultRecord: SearchResultResolvers['record'] = async (result, _, { scope }) => {
  const kind = searchResultKinds.fromUpstream(result.Type);
  const reader = kind === null ? undefined : READERS[kind];
  if (reader === undefined || typeof result.Id !== 'number') return null;
  const found = await reader.read(scope, record.id('the search result id', result.Id));
  const tagged: Tagged = { ...found, [RECORD_TYPE]: reader.typeName };
  return tagged;
};

export const searchResultRecordTypes: SearchResultRecordResolvers = {
  __resolveType: (found) => (RECORD_TYPE in found ? (found as Tagged)[RECORD_TYPE] : null),
};
