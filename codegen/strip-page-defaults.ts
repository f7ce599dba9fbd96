/**
 * Codemod: takes out of schema files what the language defaults (renderers/form/node-defaults.ts), editing the text
 * so the rest of each file keeps its layout: `"x-decorator": "FormItem"` on a node holding a value. Run with
 * `npx tsx codegen/strip-page-defaults.ts <files or folders>…`, then `npx prettier --write` on them.
 * The unit test `tests/unit/schemas/page-defaults.test.ts` fails on any default a page still spells out.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { DEFAULT_DECORATOR, takesDefaultDecorator } from '../renderers/form/node-defaults'

const nameOf = (property: ts.ObjectLiteralElementLike) =>
  ts.isPropertyAssignment(property) && ts.isStringLiteral(property.name) ? property.name.text : undefined

const stringValueOf = (property: ts.ObjectLiteralElementLike | undefined) =>
  property && ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer)
    ? property.initializer.text
    : undefined

/** Text ranges to cut: each spelled-out default with the comma and line break that tie it to its neighbour. */
export function defaultRanges(text: string): [number, number][] {
  const file = ts.parseJsonText('schema.json', text)
  const ranges: [number, number][] = []
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const properties = node.properties
      const type = stringValueOf(properties.find((property) => nameOf(property) === 'type'))
      properties.forEach((property, index) => {
        const spelled = nameOf(property) === 'x-decorator' && stringValueOf(property) === DEFAULT_DECORATOR
        if (!spelled || !takesDefaultDecorator({ type })) return
        if (index < properties.length - 1) ranges.push([property.getStart(file), properties[index + 1].getStart(file)])
        else if (index > 0) ranges.push([properties[index - 1].end, property.end])
        else ranges.push([property.getStart(file), property.end])
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return ranges
}

export function stripDefaults(text: string): string {
  return defaultRanges(text)
    .sort((a, b) => b[0] - a[0])
    .reduce((result, [start, end]) => result.slice(0, start) + result.slice(end), text)
}

function jsonFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith('.json') ? [path] : []
  return readdirSync(path).flatMap((name) => jsonFiles(join(path, name)))
}

if (process.argv[1]?.endsWith('strip-page-defaults.ts')) {
  for (const file of process.argv.slice(2).flatMap(jsonFiles)) {
    const text = readFileSync(file, 'utf8')
    const stripped = stripDefaults(text)
    if (stripped !== text) writeFileSync(file, stripped)
  }
}
