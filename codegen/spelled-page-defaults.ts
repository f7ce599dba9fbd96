/**
 * The defaults each page schema spells out, as JSON pointers: read through the engine (entity titles, the widget
 * registry), so it is loaded by Vite's module runner (`import.meta.glob`), not by tsx. Used by the codemod
 * strip-page-defaults.ts and the unit test tests/unit/schemas/page-defaults.test.ts.
 */
import { spelledDefaults } from '../renderers/form/node-defaults'
import { loadEntity } from '../renderers/core/entities'
import { entityIds, withEntityDefaults } from '../renderers/schema/entity-defaults'
import { widgetOf } from '../renderers/widgets/registry'

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1')

/** Every Formily schema a page holds (its forms, detail views, the forms of the pages it nests), with its pointer. */
function formSchemas(value: unknown, at = ''): [string, unknown][] {
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => {
    const here = `${at}/${escape(key)}`
    return key === 'schema' && child && typeof child === 'object' && !Array.isArray(child)
      ? [[here, child] as [string, unknown], ...formSchemas(child, here)]
      : formSchemas(child, here)
  })
}

/** The pointers of a page's spelled-out defaults, its form fields read as drawn (titles from its entities). */
export async function spelledPageDefaults(page: unknown): Promise<string[]> {
  await Promise.all(entityIds(page).map(loadEntity))
  return formSchemas(withEntityDefaults(page)).flatMap(([pointer, schema]) =>
    spelledDefaults(schema, widgetOf, pointer),
  )
}
