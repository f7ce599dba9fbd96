import type { Form as FormSpec } from '../generated/schema-language'
import type { DataProvider } from '../providers/data-provider'
import { resolveMap } from '../core/templates'

/** Values the spec's loaders fetch for an existing record (e.g. the user's role ids), by field. */
export async function loadExtras(
  data: DataProvider,
  spec: FormSpec,
  record: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    (spec.loaders ?? []).map(async (loader) => {
      const answer = await data.get({ url: loader.api, params: resolveMap(loader.params, { record }) })
      let value = answer.success ? answer.result : undefined
      if (Array.isArray(value) && loader.pick)
        value = value.map((item) => (item as Record<string, unknown>)[loader.pick!])
      if (Array.isArray(value) && loader.join !== undefined) value = value.join(loader.join)
      return [loader.field, value] as const
    }),
  )
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined))
}
