/**
 * Codemod: takes out of page schemas what they would be drawn with anyway (codegen/spelled-page-defaults.ts: the
 * entity's titles, types and widgets, its controller's endpoints and button codes, the FormItem decorator,
 * placeholders, widget props, required messages, which `"required": true` then says), editing the text so the rest of
 * each file keeps its layout. An `api` left without a role goes.
 * Run with `npx tsx codegen/strip-page-defaults.ts <files or folders>…`, then `npx prettier --write` on them.
 * The unit test `tests/unit/schemas/page-defaults.test.ts` fails on any default a page still spells out.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { withEngine } from './engine-runner'

/** The members that go when nothing is left in them. */
const COLLAPSING: ReadonlySet<string> = new Set(['x-component-props', 'x-validator', 'api'])

type Literal = ts.ObjectLiteralExpression | ts.ArrayLiteralExpression
/** A place in the file: a property of an object, or an element of an array, with the literal holding it. */
type Slot = { node: ts.Node; value: ts.Node; holder: Literal }

const nameOf = (property: ts.Node) =>
  ts.isPropertyAssignment(property) && ts.isStringLiteral(property.name) ? property.name.text : undefined

const membersOf = (literal: Literal): readonly ts.Node[] =>
  ts.isObjectLiteralExpression(literal) ? literal.properties : literal.elements

const isLiteral = (node: ts.Node): node is Literal =>
  ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)

const segmentsOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))

/** The slot a JSON pointer names, with the slots above it (outermost first). */
function locate(root: ts.Node, pointer: string): Slot[] {
  const path: Slot[] = []
  let value = root
  for (const segment of segmentsOf(pointer)) {
    if (!isLiteral(value)) throw new Error(`${pointer}: no object or array at ${segment}`)
    const holder = value
    const node = ts.isObjectLiteralExpression(holder)
      ? holder.properties.find((property) => nameOf(property) === segment)
      : holder.elements[Number(segment)]
    if (!node) throw new Error(`${pointer}: nothing at ${segment}`)
    value = ts.isPropertyAssignment(node) ? node.initializer : node
    path.push({ node, value, holder })
  }
  return path
}

/** The text ranges that cut `removed` members of `holder`, with the commas and line breaks that tie them to the rest. */
function cutRanges(file: ts.SourceFile, holder: Literal, removed: ReadonlyMap<ts.Node, Literal>): [number, number][] {
  const members = membersOf(holder)
  const ranges: [number, number][] = []
  for (let first = 0; first < members.length; first++) {
    if (!removed.has(members[first])) continue
    let last = first
    while (last + 1 < members.length && removed.has(members[last + 1])) last++
    if (last + 1 < members.length) ranges.push([members[first].getStart(file), members[last + 1].getStart(file)])
    else if (first > 0) ranges.push([members[first - 1].end, members[last].end])
    else ranges.push([members[first].getStart(file), members[last].end])
    first = last
  }
  return ranges
}

/**
 * The text with the values at `pointers` cut out. Props or rules left empty go with their last value; a
 * required rule taken out of `x-validator` leaves `"required": true` on its node.
 */
export function stripAt(text: string, pointers: readonly string[]): string {
  const file = ts.parseJsonText('schema.json', text)
  const root = file.statements[0].expression
  // What goes, with the literal it goes from.
  const removed = new Map<ts.Node, Literal>()
  const slotOf = new Map<ts.Node, Slot>()
  const needsRequired = new Set<ts.ObjectLiteralExpression>()
  // A value inside one that goes (a button of a standard toolbar) goes with it.
  const outermost = pointers.filter((pointer) => !pointers.some((other) => pointer.startsWith(`${other}/`)))
  for (const pointer of outermost) {
    const path = locate(root, pointer)
    path.forEach((slot) => slotOf.set(slot.value, slot))
    const target = path[path.length - 1]
    removed.set(target.node, target.holder)
    const rules = path.find((slot) => nameOf(slot.node) === 'x-validator')
    if (rules && ts.isObjectLiteralExpression(rules.holder)) needsRequired.add(rules.holder)
  }
  // Props or rules left empty go as a whole (an `x-component-props` that only held the placeholder …); a field
  // left empty stays, as `{}`: it is still on the form.
  for (let changed = true; changed;) {
    changed = false
    for (const [value, slot] of slotOf) {
      if (!isLiteral(value) || removed.has(slot.node) || membersOf(value).length === 0) continue
      if (!COLLAPSING.has(nameOf(slot.node) ?? '')) continue
      if (membersOf(value).every((member) => removed.has(member))) {
        membersOf(value).forEach((member) => removed.delete(member))
        removed.set(slot.node, slot.holder)
        changed = true
      }
    }
  }
  const edits: { at: number; end: number; insert: string }[] = [...new Set(removed.values())].flatMap((holder) =>
    cutRanges(file, holder, removed).map(([at, end]) => ({ at, end, insert: '' })),
  )
  for (const node of needsRequired) {
    if (node.properties.some((property) => nameOf(property) === 'required')) continue
    const at = node.properties[0].getStart(file)
    const othersStay = node.properties.some((property) => !removed.has(property))
    edits.push({ at, end: at, insert: othersStay ? '"required": true, ' : '"required": true' })
  }
  return edits
    .sort((a, b) => b.at - a.at || b.end - a.end)
    .reduce((result, { at, end, insert }) => result.slice(0, at) + insert + result.slice(end), text)
}

function jsonFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith('.json') ? [path] : []
  return readdirSync(path).flatMap((name) => jsonFiles(join(path, name)))
}

type SpelledModule = typeof import('./spelled-page-defaults')

/** Strips each file's spelled-out defaults, found by the engine itself. */
const main = (paths: string[]) =>
  withEngine(async (load) => {
    const { drawnAlike, spelledPageDefaults } = await load<SpelledModule>('/codegen/spelled-page-defaults.ts')
    for (const file of paths.flatMap((path) => jsonFiles(resolve(path)))) {
      const text = readFileSync(file, 'utf8')
      const page: unknown = JSON.parse(text)
      const pointers = await spelledPageDefaults(page)
      if (!pointers.length) continue
      const stripped = stripAt(text, pointers)
      // Each value goes only if the page is drawn alike without it; all of them together must leave it so too.
      if (!drawnAlike(JSON.parse(stripped), page)) throw new Error(`${file}: drawn otherwise without its defaults`)
      writeFileSync(file, stripped)
    }
  })

if (process.argv[1]?.endsWith('strip-page-defaults.ts')) await main(process.argv.slice(2))
