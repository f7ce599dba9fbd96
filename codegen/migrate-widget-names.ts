/**
 * Rewrites page schemas from the old form component names (DictSelect, DatePicker, JSearchSelectTag …) and the old
 * search component `input` to the widget types of renderers/widgets/. Idempotent: a schema already in the new names is
 * left byte for byte. Run after merging branches that still wrote the old names:
 *   npx tsx codegen/migrate-widget-names.ts [folders or files …]   (default: schemas/pages)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { OLD_FORM_INPUTS } from '../renderers/schema/old-spellings'

type Obj = Record<string, unknown>

const isObject = (value: unknown): value is Obj => !!value && typeof value === 'object' && !Array.isArray(value)

/** The variant of the dictionary widget an old component name stood for (JeecgBoot's JDictSelectTag `type`). */
const DICT_TYPES: Record<string, string> = { DictRadio: 'radio', DictCheckbox: 'checkbox' }

/** A Formily node in the new names; its props keep their order, a variant prop goes first. */
function migrateNode(node: Obj): void {
  const old = node['x-component']
  if (typeof old !== 'string' || !Object.hasOwn(OLD_FORM_INPUTS, old)) return
  const props = isObject(node['x-component-props']) ? node['x-component-props'] : undefined
  if (old === 'DatePicker' && props?.showTime) {
    node['x-component'] = 'datetime'
    delete props.showTime
    if (props.format === 'YYYY-MM-DD HH:mm:ss') delete props.format
  } else node['x-component'] = OLD_FORM_INPUTS[old]
  if (DICT_TYPES[old]) node['x-component-props'] = { type: DICT_TYPES[old], ...props }
  if (props && Object.keys(props).length === 0 && !DICT_TYPES[old]) delete node['x-component-props']
}

/** Every object of a schema: Formily nodes by their x-component, search items (a `field` beside `component`). */
function migrate(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(migrate)
  if (!isObject(value)) return
  migrateNode(value)
  if (value.component === 'input' && typeof value.field === 'string') value.component = 'text'
  Object.values(value).forEach(migrate)
}

function jsonFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith('.json') ? [path] : []
  return readdirSync(path)
    .sort()
    .flatMap((name) => jsonFiles(join(path, name)))
}

const targets = process.argv.slice(2)
let changed = 0
for (const file of (targets.length ? targets : ['schemas/pages']).flatMap(jsonFiles)) {
  const before = readFileSync(file, 'utf8')
  const json: unknown = JSON.parse(before)
  migrate(json)
  const after = await format(JSON.stringify(json), { ...(await resolveConfig(file)), filepath: file })
  if (JSON.stringify(JSON.parse(after)) === JSON.stringify(JSON.parse(before))) continue
  writeFileSync(file, after)
  changed += 1
  console.log(`migrated ${file}`)
}
console.log(`${changed} file(s) rewritten`)
