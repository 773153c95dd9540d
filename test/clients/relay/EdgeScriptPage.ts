import { graphql } from 'relay-runtime';

/**
 * An edge script's page as a Relay app writes it: the script with its variables and repository (bunny.net's ids as
 * `variableId` and `repositoryId`, never a non-global `id`), its live release and its releases paged with
 * @connection in a @refetchable fragment on the script (a `Node`). relay-compiler reads this file; it is never
 * imported.
 */

export const edgeScriptPageQuery = graphql`
  query EdgeScriptPageQuery($edgeScriptId: SafeInt!) {
    edgeScript(edgeScriptId: $edgeScriptId) {
      id
      edgeScriptId
      name
      variables {
        edges {
          node {
            id
            variableId
            name
            required
          }
        }
      }
      integration {
        integrationId
        repositorySettings {
          repositoryId
          name
        }
      }
      currentRelease {
        id
        uuid
        status
      }
      ...EdgeScriptPage_releases
    }
  }
`;

export const edgeScriptReleases = graphql`
  fragment EdgeScriptPage_releases on EdgeScript
  @refetchable(queryName: "EdgeScriptPageReleasesPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 2 }, after: { type: "String" }) {
    releases(first: $first, after: $after) @connection(key: "EdgeScriptPage_releases") {
      edges {
        node {
          id
          releaseId
          uuid
          status
        }
      }
    }
  }
`;
