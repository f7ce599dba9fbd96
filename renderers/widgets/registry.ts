import type { Column } from '../generated/schema-language'
import { textCell } from './parts/cells'
import type { CellRender, Widget } from './widget'

const widgets = new Map<string, Widget>()

/** Registers a widget type under the name schemas give it; a later registration of the name replaces it. */
export function registerWidget(type: string, widget: Widget): void {
  widgets.set(type, widget)
}

/** The widget a schema names, or undefined when none is registered under that name. */
export function widgetOf(type: string): Widget | undefined {
  return widgets.get(type)
}

/** Every registered widget type with its widget. */
export const registeredWidgets = (): [string, Widget][] => [...widgets]

/** The widget of a column: the one it names, else link for a column with a link, dict for one with a dictionary. */
export const renderOf = (column: Column): string =>
  column.render ?? (column.link ? 'link' : column.dict ? 'dict' : 'text')

/** Where a column's cells sit: as it says, else right for figures, else centred. */
export const alignOf = (column: Column): 'left' | 'center' | 'right' =>
  column.align ?? (widgetOf(renderOf(column))?.alignRight ? 'right' : 'center')

// The built-in widgets: each folder of this one is one widget type, registered under its folder name by its index.
const builtIn = import.meta.glob<Widget>('./*/index.{ts,tsx}', { eager: true, import: 'default' })
/** The engine's own widget types by name, whatever an app registers beside them. */
export const builtInWidgets: readonly [string, Widget][] = Object.entries(builtIn).map(([path, widget]) => [
  path.split('/')[1],
  widget,
])
for (const [type, widget] of builtInWidgets) registerWidget(type, widget)

// The widgets with a form input, a form.ts in their folder, known without loading one: form/form-components.ts
// imports them all, so they arrive with the first form and never with a list.
const withFormInput = new Set(Object.keys(import.meta.glob('./*/form.{ts,tsx}')).map((path) => path.split('/')[1]))

/** Whether a form field may name the widget as its `x-component`. */
export const hasFormInput = (type: string): boolean => withFormInput.has(type)

const PART_TITLES = { cell: '列显示', search: '查询输入' } as const

/**
 * What is wrong with a widget type a column (`cell`) or search item (`search`) names: unknown, or a widget without
 * that part (a password has no column); undefined when it is fine.
 */
export function widgetProblem(type: string, part: keyof typeof PART_TITLES): string | undefined {
  const widget = widgetOf(type)
  if (!widget) return `未知的控件类型 "${type}"`
  if (!widget[part]) return `控件 "${type}" 没有${PART_TITLES[part]}`
  return undefined
}

/** The table cell of a column; text when its widget has none (the schema check has refused that schema). */
export const cellOf = (column: Column): CellRender => widgetOf(renderOf(column))?.cell ?? textCell
