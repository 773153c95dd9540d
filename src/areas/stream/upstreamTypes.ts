/** The few Stream fields the gateway reads (core-api.json VideoLibraryModel, stream-api.json StatusModel). */

export interface UpstreamVideoLibrary {
  Id?: number;
  /** The library's own API key: the credential of the video host. Secret. */
  ApiKey?: string | null;
}

export interface UpstreamStatusModel {
  success?: boolean;
  message?: string | null;
  statusCode?: number;
}
