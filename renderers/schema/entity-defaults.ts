import type { EntitySchema } from '../generated/validators'
import { findEntity } from './entities'

type Obj = Record<string, unknown>
type Properties = EntitySchema['properties']

const isObject = (value: unknown): value is Obj => !!value && typeof value === 'object' && !Array.isArray(value)

const DICT_WIDGETS = new Set(['DictSelect', 'DictRadio', 'DictCheckbox', 'JTreeSelect', 'JSearchSelectTag'])

/** A column or search item naming an entity field: its title, and its dictionary where it is shown as one. */
function withFieldDefaults(item: unknown, properties: Properties, usesDict: (item: Obj) => boolean): unknown {
  if (!isObject(item) || typeof item.field !== 'string') return item
  const property = properties[item.field]
  if (!property) return item
  const title = item.title ?? property.title
  const dict = item.dict ?? (usesDict(item) ? property['x-dict'] : undefined)
  return { ...item, ...(title !== undefined && { title }), ...(dict !== undefined && { dict }) }
}

const columnUsesDict = (column: Obj) => column.render === 'dict' && column.options === undefined
const searchUsesDict = (search: Obj) => search.component === 'dict' || search.component === 'searchSelect'

const withItems = (items: unknown, properties: Properties, usesDict: (item: Obj) => boolean): unknown =>
  Array.isArray(items) ? items.map((item: unknown) => withFieldDefaults(item, properties, usesDict)) : items

/** A plain column of an amount (entity format money) shows it as money: two decimals, thousands separators. */
function withColumnRender(column: unknown, properties: Properties): unknown {
  if (!isObject(column) || typeof column.field !== 'string') return column
  const plain = column.render === undefined && column.link === undefined && column.dict === undefined
  return plain && properties[column.field]?.format === 'money' ? { ...column, render: 'money' } : column
}

const withColumns = (columns: unknown, properties: Properties): unknown => {
  const titled = withItems(columns, properties, columnUsesDict)
  return Array.isArray(titled) ? titled.map((column: unknown) => withColumnRender(column, properties)) : titled
}

/** A Formily node's properties named like entity fields take the field's title, and a dictionary widget its x-dict. */
function withNodeDefaults(node: unknown, properties: Properties): unknown {
  if (!isObject(node)) return node
  const children = isObject(node.properties)
    ? Object.fromEntries(
        Object.entries(node.properties).map(([name, child]) => {
          const resolved = withNodeDefaults(child, properties)
          const property = properties[name]
          if (!property || !isObject(resolved) || resolved.type === 'void') return [name, resolved]
          const widget = resolved['x-component']
          const props = isObject(resolved['x-component-props']) ? resolved['x-component-props'] : {}
          const dict =
            typeof widget === 'string' && DICT_WIDGETS.has(widget) ? (props.dict ?? property['x-dict']) : undefined
          return [
            name,
            {
              ...resolved,
              ...(resolved.title === undefined && property.title !== undefined && { title: property.title }),
              ...(dict !== undefined && { 'x-component-props': { ...props, dict } }),
            },
          ]
        }),
      )
    : node.properties
  return { ...node, ...(children !== undefined && { properties: children }) }
}

const withFormDefaults = (form: unknown, properties: Properties): unknown =>
  isObject(form) ? { ...form, schema: withNodeDefaults(form.schema, properties) } : form

/** Actions keep their nested list (listDrawer), which takes the defaults of its own entity. */
const withNestedPages = (actions: unknown): unknown =>
  Array.isArray(actions)
    ? actions.map((action: unknown) =>
        isObject(action) && action.page !== undefined ? { ...action, page: withEntityDefaults(action.page) } : action,
      )
    : actions

function listWithDefaults(page: Obj, properties: Properties | undefined): Obj {
  const actions = {
    ...(page.toolbar !== undefined && { toolbar: withNestedPages(page.toolbar) }),
    ...(page.rowActions !== undefined && { rowActions: withNestedPages(page.rowActions) }),
  }
  if (!properties) return { ...page, ...actions }
  const tabs = Array.isArray(page.tabs)
    ? page.tabs.map((tab: unknown) =>
        isObject(tab)
          ? {
              ...tab,
              ...(tab.columns !== undefined && { columns: withColumns(tab.columns, properties) }),
              ...(tab.search !== undefined && { search: withItems(tab.search, properties, searchUsesDict) }),
            }
          : tab,
      )
    : undefined
  return {
    ...page,
    ...actions,
    ...(page.columns !== undefined && { columns: withColumns(page.columns, properties) }),
    ...(page.search !== undefined && { search: withItems(page.search, properties, searchUsesDict) }),
    ...(tabs !== undefined && { tabs }),
    ...(page.form !== undefined && { form: withFormDefaults(page.form, properties) }),
    ...(page.detail !== undefined && { detail: withFormDefaults(page.detail, properties) }),
  }
}

/**
 * A page whose `entity` exists, with what its columns, search items and form fields leave out taken from that entity:
 * the field's title, and its dictionary (x-dict) where the item shows a dictionary. What the page says wins. Done
 * once when the page is loaded, before it is checked and drawn, so every renderer sees complete items.
 */
export function withEntityDefaults(schema: unknown): unknown {
  if (!isObject(schema)) return schema
  const properties = typeof schema.entity === 'string' ? findEntity(schema.entity)?.properties : undefined
  if (schema.kind === 'list') return listWithDefaults(schema, properties)
  if (schema.kind !== 'form') return schema
  const lists = Array.isArray(schema.lists)
    ? schema.lists.map((list: unknown) => (isObject(list) ? { ...list, page: withEntityDefaults(list.page) } : list))
    : schema.lists
  return {
    ...schema,
    ...(lists !== undefined && { lists }),
    ...(properties && { form: withFormDefaults(schema.form, properties) }),
  }
}
