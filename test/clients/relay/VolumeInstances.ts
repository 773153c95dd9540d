import { graphql } from 'relay-runtime';

/**
 * A Magic Containers application's volumes as a Relay app writes them, and a deletion that drops the deleted
 * instance from the store with @deleteRecord on the payload's `deletedId`. relay-compiler reads this file; it is
 * never imported.
 */

export const volumeInstancesQuery = graphql`
  query VolumeInstancesQuery($appId: ID!) {
    containerApp(appId: $appId) {
      id
      volumes(first: 10) {
        edges {
          node {
            id
            volumeId
            instances {
              id
              instanceId
              status
            }
          }
        }
      }
    }
  }
`;

export const deleteContainerVolumeInstance = graphql`
  mutation VolumeInstancesDeleteMutation($appId: ID!, $volumeId: ID!, $instanceId: ID!) {
    deleteContainerVolumeInstance(input: { appId: $appId, volumeId: $volumeId, instanceId: $instanceId }) {
      deletedContainerVolumeInstanceId @deleteRecord
      instanceId
    }
  }
`;
