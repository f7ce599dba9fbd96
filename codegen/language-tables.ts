/**
 * The tables of schemas/meta/README.md that list the engine's own widget types and action kinds —
 * written from the registries themselves so the README cannot drift from them. `npx tsx
 * codegen/update-language-tables.ts` rewrites them; the unit test tests/unit/schemas/language-tables.test.ts fails
 * when they differ. Loaded through Vite (the registries find their parts with `import.meta.glob`).
 */
import { builtInActionKinds } from '../renderers/actions/registry'
import { builtInWidgets, hasFormInput } from '../renderers/widgets/registry'

const mark = (on: boolean | undefined) => (on ? '✓' : '')

function widgetTable(): string[] {
  const rows = [...builtInWidgets]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([type, widget]) =>
        `| \`${type}\` | ${mark(!!widget.cell)} | ${mark(!!widget.search)} | ${mark(hasFormInput(type))} | ${
          widget.prompt && !widget.noPlaceholder ? `${widget.prompt}…` : ''
        } | ${widget.prompt ? `${widget.prompt}…!` : ''} |`,
    )
  return [
    '| widget type | column (`render`) | search (`component`) | form (`x-component`) | placeholder | required |',
    '|---|---|---|---|---|---|',
    ...rows,
  ]
}

function actionTable(): string[] {
  const rows = [...builtInActionKinds]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, kind]) => {
      const needs = [kind.needsSelection && 'selected rows', kind.needsRecord && 'a row'].filter(Boolean).join(', ')
      return `| \`${name}\` | ${kind.title} | ${kind.api ? `\`api.${kind.api}\`` : ''} | ${needs} |`
    })
  return ['| action kind | button | endpoint | works on |', '|---|---|---|---|', ...rows]
}

/** The generated part of the README, by the name of its markers. */
export const languageTables = (): Record<string, string> => ({
  widgets: widgetTable().join('\n'),
  actions: actionTable().join('\n'),
})

const start = (name: string) => `<!-- ${name}: written by codegen/update-language-tables.ts -->`
const end = (name: string) => `<!-- /${name} -->`

/** The text between a table's markers in `readme`, or undefined without them. */
export function tableIn(readme: string, name: string): string | undefined {
  const from = readme.indexOf(start(name))
  const to = readme.indexOf(end(name))
  return from < 0 || to < from ? undefined : readme.slice(from + start(name).length, to).trim()
}

/** `readme` with each table written between its markers. */
export function withTables(readme: string, tables: Record<string, string>): string {
  return Object.entries(tables).reduce((text, [name, table]) => {
    const from = text.indexOf(start(name))
    const to = text.indexOf(end(name))
    if (from < 0 || to < from) throw new Error(`schemas/meta/README.md has no ${start(name)} … ${end(name)}`)
    return `${text.slice(0, from)}${start(name)}\n${table}\n${text.slice(to)}`
  }, readme)
}
