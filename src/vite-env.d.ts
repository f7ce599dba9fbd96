/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real JeecgBoot server, e.g. http://127.0.0.1:8080/jeecg-boot. Unset: the built-in backend serves every call. */
  readonly VITE_API_BASE_URL?: string
  /** Where uploaded files are served from; defaults to `<api base>/sys/common/static`. */
  readonly VITE_STATIC_DOMAIN_URL?: string
  /** Online document preview service (`onlinePreviewDomainURL` in menu placeholders). */
  readonly VITE_ONLINE_PREVIEW_DOMAIN_URL?: string
  /** Platform name shown in the browser title and the login page. */
  readonly VITE_APP_TITLE?: string
}
