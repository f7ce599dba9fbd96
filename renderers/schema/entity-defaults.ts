import type { EntitySchema } from '../generated/schema-language'
import { widgetOf } from '../widgets/registry'
import { findEntity } from '../core/entities'
import { withResourceDefaults } from './resource-defaults'
import { withPrompt } from '../form/node-defaults'

type Obj = Record<string, unknown>
type Properties = EntitySchema['properties']
type Property = Properties[string]

const isObject = (value: unknown): value is Obj => !!value && typeof value === 'object' && !Array.isArray(value)

const FORMAT_WIDGETS: Readonly<Record<string, string>> = { date: 'date', 'date-time': 'datetime', money: 'money' }

/**
 * The widget type an entity field is shown, searched and edited with: a dictionary by its x-dict, then its format
 * (date, date-time, money), then its type (a number, a yes/no switch), else text.
 */
export function widgetOfProperty(property: Property): string {
  if (property['x-dict']) return 'dict'
  if (property.format && Object.hasOwn(FORMAT_WIDGETS, property.format)) return FORMAT_WIDGETS[property.format]
  const types = [property.type].flat()
  if (types.includes('number') || types.includes('integer')) return 'number'
  return types.includes('boolean') ? 'switch' : 'text'
}

/** The search of a range (`rule: range`) between two of the field's values. */
const RANGE_SEARCHES: Readonly<Record<string, string>> = {
  date: 'dateRange',
  datetime: 'datetimeRange',
  number: 'numberRange',
  money: 'numberRange',
}

/** The widget a search item asks with, from its entity field: a range search for a range rule, none without one. */
function searchWidgetOf(item: Obj, property: Property): string | undefined {
  const widget = widgetOfProperty(property)
  const type = item.rule === 'range' ? RANGE_SEARCHES[widget] : widget
  return type !== undefined && widgetOf(type)?.search ? type : undefined
}

/** The widget a column shows its field with, unless it names one, links or brings its own dictionary items. */
const columnWidgetOf = (column: Obj, property: Property): string | undefined =>
  column.link === undefined && column.dict === undefined && column.options === undefined
    ? widgetOfProperty(property)
    : undefined

/**
 * A column (widget key `render`) or search item (`component`) naming an entity field: its title, its widget from the
 * field, and its dictionary where the widget shows one.
 */
function withFieldDefaults(
  item: unknown,
  properties: Properties,
  key: 'render' | 'component',
  defaultWidget: (item: Obj, property: Property) => string | undefined,
): unknown {
  if (!isObject(item) || typeof item.field !== 'string') return item
  const property = properties[item.field]
  if (!property) return item
  const title = item.title ?? property.title
  const widget = item[key] ?? defaultWidget(item, property)
  const showsDict = typeof widget === 'string' && widgetOf(widget)?.showsDict && item.options === undefined
  const dict = item.dict ?? (showsDict ? property['x-dict'] : undefined)
  return {
    ...item,
    ...(title !== undefined && { title }),
    ...(widget !== undefined && { [key]: widget }),
    ...(dict !== undefined && { dict }),
  }
}

const withColumns = (items: unknown, properties: Properties): unknown =>
  Array.isArray(items)
    ? items.map((item: unknown) => withFieldDefaults(item, properties, 'render', columnWidgetOf))
    : items

const withSearch = (items: unknown, properties: Properties): unknown =>
  Array.isArray(items)
    ? items.map((item: unknown) => withFieldDefaults(item, properties, 'component', searchWidgetOf))
    : items

/** The Formily value type of an entity field: a string, a number (integers too) or a yes/no; none for rows. */
const FORM_TYPES: Readonly<Record<string, string>> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
}
const formTypeOf = (property: Property): string | undefined =>
  [property.type]
    .flat()
    .map((type) => (typeof type === 'string' ? FORM_TYPES[type] : undefined))
    .find((type) => type !== undefined)

/**
 * The node's own rules, then its field's value rules (`x-validator`): the page's rules keep their places, so a problem
 * found in one points where its author wrote it.
 */
function validatorOf(node: Obj, property: Property): unknown {
  const own = node['x-validator']
  const declared = property['x-validator'] ?? []
  if (declared.length === 0) return own
  return [...(own === undefined ? [] : Array.isArray(own) ? (own as unknown[]) : [own]), ...declared]
}

/**
 * A node named like an entity field: the field's value type, widget, (where the widget shows one) dictionary and value
 * rules.
 */
function asEntityField(node: Obj, property: Property): Obj {
  const widget = node['x-component'] ?? widgetOfProperty(property)
  const props = isObject(node['x-component-props']) ? node['x-component-props'] : {}
  const dict =
    typeof widget === 'string' && widgetOf(widget)?.showsDict ? (props.dict ?? property['x-dict']) : undefined
  const type = node.type ?? formTypeOf(property)
  const validator = validatorOf(node, property)
  return {
    ...node,
    ...(type !== undefined && { type }),
    'x-component': widget,
    ...(dict !== undefined && { 'x-component-props': { ...props, dict } }),
    ...(validator !== undefined && { 'x-validator': validator }),
  }
}

const COLUMN = 'EditableTable.Column'

/**
 * A column of an editable table whose rows are entity records: a cell named like an entity field takes the field's
 * defaults, the column shows the field's title as its header unless it gives one, and the cell asks with the column's
 * title (placeholder 请输入姓名, required message 请输入姓名!): the header names the cell, which shows no label.
 */
function withColumnDefaults(column: unknown, properties: Properties): unknown {
  if (!isObject(column) || column['x-component'] !== COLUMN || !isObject(column.properties)) return column
  const cells = Object.entries(column.properties)
  const fieldOf = (name: string, cell: unknown) =>
    isObject(cell) && cell.type !== 'void' && Object.hasOwn(properties, name) ? properties[name] : undefined
  const props = isObject(column['x-component-props']) ? column['x-component-props'] : {}
  const title =
    props.title ?? cells.map(([name, cell]) => fieldOf(name, cell)?.title).find((each) => each !== undefined)
  const withCell = ([name, cell]: [string, unknown]): [string, unknown] => {
    const property = fieldOf(name, cell)
    if (!property) return [name, cell]
    const drawn = asEntityField(cell as Obj, property)
    return [name, typeof title === 'string' ? withPrompt(drawn, title, widgetOf) : drawn]
  }
  return {
    ...column,
    ...(title !== undefined && { 'x-component-props': { ...props, title } }),
    properties: Object.fromEntries(cells.map(withCell)),
  }
}

/** An editable table naming its rows' entity (`x-component-props.entity`): its columns take that entity's defaults. */
function withTableDefaults(table: Obj): Obj {
  const props = isObject(table['x-component-props']) ? table['x-component-props'] : {}
  const rows = typeof props.entity === 'string' ? findEntity(props.entity)?.properties : undefined
  if (!rows || !isObject(table.items) || !isObject(table.items.properties)) return table
  const columns = Object.entries(table.items.properties).map(([name, column]): [string, unknown] => [
    name,
    withColumnDefaults(column, rows),
  ])
  return { ...table, items: { ...table.items, properties: Object.fromEntries(columns) } }
}

/**
 * A Formily node's properties named like entity fields take the field's value type, title and widget, and a widget
 * showing a dictionary the field's x-dict; an editable table naming its rows' entity gives its cells that entity's.
 */
function withNodeDefaults(written: unknown, properties: Properties | undefined): unknown {
  if (!isObject(written)) return written
  const node = written['x-component'] === 'EditableTable' ? withTableDefaults(written) : written
  if (!isObject(node.properties)) return { ...node }
  // Built key by key: this runs on every node of every form each time a page is checked.
  const children: Obj = {}
  for (const name of Object.keys(node.properties)) {
    const resolved = withNodeDefaults(node.properties[name], properties)
    const property = properties?.[name]
    if (!property || !isObject(resolved) || resolved.type === 'void') children[name] = resolved
    else {
      const titled = resolved.title === undefined && property.title !== undefined
      children[name] = { ...asEntityField(resolved, property), ...(titled && { title: property.title }) }
    }
  }
  return { ...node, properties: children }
}

const withFormDefaults = (form: unknown, properties: Properties | undefined): unknown =>
  isObject(form) ? { ...form, schema: withNodeDefaults(form.schema, properties) } : form

/** Actions keep their nested list (listDrawer), which takes the defaults of its own entity. */
const withNestedPages = (actions: unknown): unknown =>
  Array.isArray(actions)
    ? actions.map((action: unknown) =>
        isObject(action) && action.page !== undefined ? { ...action, page: withEntityDefaults(action.page) } : action,
      )
    : actions

/** A row's sub lists (`subLists.lists[].page`) written in place take the defaults of their own entities. */
const withSubLists = (subLists: unknown): unknown =>
  isObject(subLists) && Array.isArray(subLists.lists)
    ? {
        ...subLists,
        lists: subLists.lists.map((sub: unknown) =>
          isObject(sub) ? { ...sub, page: withEntityDefaults(sub.page) } : sub,
        ),
      }
    : subLists

function listWithDefaults(schema: Obj, entity: EntitySchema | undefined): Obj {
  const page = withResourceDefaults(schema, entity?.['x-resource'])
  const properties = entity?.properties
  const held = {
    ...(page.toolbar !== undefined && { toolbar: withNestedPages(page.toolbar) }),
    ...(page.rowActions !== undefined && { rowActions: withNestedPages(page.rowActions) }),
    ...(page.subLists !== undefined && { subLists: withSubLists(page.subLists) }),
    ...(page.form !== undefined && { form: withFormDefaults(page.form, properties) }),
    ...(page.detail !== undefined && { detail: withFormDefaults(page.detail, properties) }),
  }
  if (!properties) return { ...page, ...held }
  const tabs = Array.isArray(page.tabs)
    ? page.tabs.map((tab: unknown) =>
        isObject(tab)
          ? {
              ...tab,
              ...(tab.columns !== undefined && { columns: withColumns(tab.columns, properties) }),
              ...(tab.search !== undefined && { search: withSearch(tab.search, properties) }),
            }
          : tab,
      )
    : undefined
  return {
    ...page,
    ...held,
    ...(page.columns !== undefined && { columns: withColumns(page.columns, properties) }),
    ...(page.search !== undefined && { search: withSearch(page.search, properties) }),
    ...(tabs !== undefined && { tabs }),
  }
}

/** Every entity a page names: its own and those of the pages it holds (row dialogs, a form page's lists, …). */
export function entityIds(schema: unknown): string[] {
  const ids: string[] = []
  // Gathered into one array: the walk runs over the whole page each time it is checked.
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit)
    else if (isObject(node))
      for (const [key, value] of Object.entries(node)) {
        if (key === 'entity' && typeof value === 'string') ids.push(value)
        else visit(value)
      }
  }
  visit(schema)
  return ids
}

/**
 * A page whose `entity` exists, with what its columns, search items and form fields leave out taken from that entity:
 * the field's title, its widget (by the field's dictionary, format or type), and its dictionary (x-dict) where the
 * widget shows one; a list page's endpoints and button codes from the entity's controller (resource-defaults.ts).
 * What the page says wins. Done
 * once when the page is loaded, before it is checked and drawn, so every renderer sees complete items.
 */
export function withEntityDefaults(schema: unknown): unknown {
  if (!isObject(schema)) return schema
  const entity = typeof schema.entity === 'string' ? findEntity(schema.entity) : undefined
  const properties = entity?.properties
  if (schema.kind === 'list') return listWithDefaults(schema, entity)
  if (schema.kind !== 'form') return schema
  const lists = Array.isArray(schema.lists)
    ? schema.lists.map((list: unknown) => (isObject(list) ? { ...list, page: withEntityDefaults(list.page) } : list))
    : schema.lists
  return {
    ...schema,
    ...(lists !== undefined && { lists }),
    ...(schema.form !== undefined && { form: withFormDefaults(schema.form, properties) }),
  }
}
