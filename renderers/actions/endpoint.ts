import { resolveDeep } from '../core/templates'

/**
 * The request of an endpoint that takes its key either as a parameter (`/sys/role/delete?id=`) or in its path
 * (`/online/cgform/api/form/<form>/{{record.id}}`, as JeecgBoot's online-form controller maps `{code}/{ids}`): a url
 * with placeholders is resolved over the scope and sends none of the parameters.
 */
export function endpoint(
  url: string,
  scope: object,
  params: Record<string, unknown>,
): { url: string; params: Record<string, unknown> } {
  return url.includes('{{') ? { url: String(resolveDeep(url, scope)), params: {} } : { url, params }
}
