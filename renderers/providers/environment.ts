/** Where the app runs: what the engine needs to build links to the server and to stored files. */
export interface EngineEnvironment {
  /** The API base (a real server's, or the built-in backend's context path); links outside the data provider use it. */
  apiBaseUrl: string
  /** Absolute URL of an uploaded file's stored path; a value that is already a URL is kept. */
  assetUrl: (path: string) => string
  /** The online document preview service (kkFileView: `?url=` the file's encoded URL), when the app configured one. */
  onlinePreviewUrl?: string
}
