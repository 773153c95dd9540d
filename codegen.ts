import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types generated from the SDL. `mappers` make a GraphQL type's parent the upstream record itself, as
 * bunny.net sent it: a resolver returns that record, and the type's small field resolvers (each area's mappers.ts)
 * rename and convert only the fields a query selects; a field with the same name needs none. A field bunny.net left
 * out is `undefined`, which GraphQL answers as null, hence the `maybeValue`. The context type is the one
 * GatewayContext. Run `npm run codegen`; never edit src/__generated__ by hand.
 */
const shield = '../areas/shield/upstreamTypes.js#';
const shieldReads = '../areas/shield/upstreamReadTypes.js#';
const containers = '../areas/containers/upstreamTypes.js#';
const containerPayloads = '../areas/containers/payloads.js#';
const edgeScripts = '../areas/edgeScripts/upstreamTypes.js#';
const pullZones = '../areas/pullZones/upstreamTypes.js#';
const pullZonePayloads = '../areas/pullZones/payloads.js#';
const stream = '../areas/stream/upstreamTypes.js#';
const streamPayloads = '../areas/stream/payloads.js#';

/** GraphQL type -> the upstream record that is its parent. */
const mappers: Record<string, string> = {
  ShieldZoneMetrics: `${shield}UpstreamShieldZoneMetrics`,
  ShieldOverview: `${shield}UpstreamShieldOverview`,
  WafMetrics: `${shield}UpstreamWaf`,
  DdosMetrics: `${shield}UpstreamDDoS`,
  RateLimitMetrics: `${shield}UpstreamRatelimit`,
  BotDetectionMetrics: `${shield}UpstreamBotDetection`,
  AccessListMetrics: `${shield}UpstreamAccessList`,
  UploadScanningMetrics: `${shield}UpstreamUploadScanning`,
  ApiGuardianMetrics: `${shield}UpstreamApiGuardian`,
  ShieldOverviewEntry: `${shield}UpstreamOverviewDay`,
  DdosMetricsEntry: `${shield}UpstreamDDoSDay`,
  RateLimitMetricsEntry: `${shield}UpstreamRatelimitDay`,
  BotDetectionMetricsEntry: `${shield}UpstreamBotDetectionDay`,
  AccessListMetricsEntry: `${shield}UpstreamAccessListDay`,
  UploadScanningMetricsEntry: `${shield}UpstreamUploadScanningDay`,
  ApiGuardianMetricsEntry: `${shield}UpstreamApiGuardianDay`,
  ShieldZoneCreation: `${shield}UpstreamCreateShieldZone`,
  ShieldZone: `${shield}KnownShieldZone`,
  ShieldDetailedMetrics: `${shieldReads}UpstreamDetailedMetrics`,
  ShieldMetricSeries: `${shieldReads}UpstreamOverviewMetric`,
  TriggeredWafRule: `${shieldReads}ZoneTriggeredRule`,
  ShieldEventLog: `${shieldReads}UpstreamEventLog`,
  WafEngineConfigVariable: `${shield}UpstreamWafEngineVariable`,
  WafRuleRecommendation: `${shield}UpstreamTriggeredRuleRecommendation`,
  ContainerImageSuggestions: `${containers}UpstreamImageConfig`,
  VolumeSuggestion: `${containers}UpstreamVolumeSuggestion`,
  ContainerEndpoint: `${containers}UpstreamEndpoint`,
  CdnEndpoint: `${containers}UpstreamCdnEndpoint`,
  StickySessions: `${containers}UpstreamStickySessions`,
  AnycastEndpoint: `${containers}UpstreamAnycastEndpoint`,
  PortMapping: `${containers}UpstreamPortMapping`,
  ContainerApp: `${containers}AppRecord`,
  ContainerDisplayEndpoint: `${containers}UpstreamDisplayEndpoint`,
  ContainerAppConfiguration: `${containers}UpstreamApplication`,
  ContainerRegionSettings: `${containers}UpstreamRegionSettings`,
  ContainerTemplate: `${containers}UpstreamContainerTemplate`,
  ContainerInstance: `${containers}UpstreamContainerInstance`,
  ContainerVolumeTemplate: `${containers}UpstreamVolumeTemplate`,
  ContainerAutoScaling: `${containers}UpstreamAutoScaling`,
  ContainerAppEndpoint: `${containers}KnownEndpoint`,
  ContainerEndpointIp: `${containers}UpstreamEndpointIp`,
  ContainerVolume: `${containers}KnownVolume`,
  ContainerVolumeInstance: `${containers}KnownVolumeInstance`,
  ContainerEndpointUpdate: `${containerPayloads}EndpointUpdateResult`,
  VolumeInstanceDeletion: `${containerPayloads}VolumeInstanceDeletionResult`,
  ContainerAppDeployment: `${containerPayloads}AppDeploymentResult`,
  EdgeScript: `${edgeScripts}KnownEdgeScript`,
  EdgeScriptVariable: `${edgeScripts}UpstreamEdgeScriptVariable`,
  EdgeScriptRelease: `${edgeScripts}UpstreamEdgeScriptRelease`,
  LinkedPullZoneEdge: `${edgeScripts}LinkedPullZoneEdgeParent`,
  EdgeScriptPublication: '../areas/edgeScripts/payloads.js#EdgeScriptPublicationResult',
  EdgeScriptIntegration: `${edgeScripts}UpstreamIntegration`,
  EdgeScriptRepository: `${edgeScripts}UpstreamRepositorySettings`,
  EdgeScriptDeployConfiguration: `${edgeScripts}UpstreamDeployConfiguration`,
  PullZone: `${pullZones}KnownPullZone`,
  PullZoneHostname: `${pullZones}UpstreamHostname`,
  EdgeRule: `${pullZones}UpstreamEdgeRule`,
  EdgeRuleToggle: `${pullZonePayloads}EdgeRuleToggleResult`,
  BlockedIpRemoval: `${pullZonePayloads}BlockedIpRemovalResult`,
  ExternalHttpCertificateRequest: `${pullZonePayloads}ExternalHttpCertificateRequestResult`,
  SecurityKeyReset: `${pullZonePayloads}SecurityKeyResetResult`,
  PullZoneStatistics: `${pullZones}UpstreamStatistics`,
  OriginErrorLog: '../areas/originLogs/upstreamTypes.js#UpstreamLogEntry',
  VideoLibrary: `${stream}KnownVideoLibrary`,
  Video: `${stream}KnownVideo`,
  VideoCaption: `${stream}UpstreamCaption`,
  VideoChapter: `${stream}UpstreamChapter`,
  VideoStatistics: `${stream}UpstreamVideoStatistics`,
  BlockedReferrerRemoval: `${streamPayloads}BlockedReferrerRemovalResult`,
  VideoThumbnailUpdate: `${streamPayloads}VideoThumbnailUpdateResult`,
};

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'src/__generated__/resolvers-types.ts': {
      plugins: [
        { add: { content: '/* Generated by graphql-codegen from schema/*.graphql. Do not edit. */' } },
        'typescript',
        'typescript-resolvers',
      ],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        contextType: '../request/context.js#GatewayContext',
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null | undefined',
        mappers,
        inputMaybeValue: 'T | null | undefined',
        scalars: {
          SafeInt: 'number',
          DateTime: { input: 'Date', output: 'Date | string' },
          Date: { input: 'Date', output: 'Date | string' },
          JSON: 'unknown',
          JSONObject: 'Record<string, unknown>',
          UUID: 'string',
          File: 'unknown',
        },
      },
    },
  },
};

export default config;
