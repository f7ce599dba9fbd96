import type { DataProvider, UploadParams } from '@renderers'
import { formOf } from '@/generated/api/runtime'
import { http } from '@/http'

/** The message of a failed upload as the client's error catalogue read it (the server's, when it sent one). */
function uploadError(error: unknown): Error {
  const failure = (error as { failure?: { message?: string } } | undefined)?.failure
  return new Error(failure?.message ?? '')
}

/**
 * The engine's data provider over the app's HTTP client: session headers, signing and the error catalogue come with
 * it, with the client's defaults (GET and POST signed).
 */
export const appDataProvider: DataProvider = {
  list: ({ url, params, signal, quiet }) => http.get(url, params, { signal, quiet }),
  get: ({ url, params, signal }) => http.get(url, params, { signal }),
  create: ({ url, body }) => http.post(url, body),
  update: ({ url, body }) => http.put(url, body),
  delete: ({ url, params, signal }) => http.delete(url, params, { signal }),
  call: ({ method, url, params, body, bare, quiet }) => {
    switch (method) {
      case 'get':
        return http.get(url, params, { bare, quiet })
      case 'delete':
        return http.delete(url, params, { bare, quiet })
      case 'post':
        return http.post(url, body, { bare, quiet })
      case 'put':
        return http.put(url, body, { bare, quiet })
    }
  },
  download: ({ url, params }) => http.download(url, params),
  upload: <T>({ url, fields, onProgress, withoutToken, signal }: UploadParams) =>
    http.upload<T>(url, formOf(fields), onProgress, { withoutToken, signal }).catch((error: unknown) => {
      throw uploadError(error)
    }),
}
