/**
 * What a Formily node of a schema form leaves to the language: a node holding a value (`string`, `number`, `boolean`,
 * `date`, `datetime`) is drawn inside `FormItem` (label, required mark, message) unless it names another decorator
 * (`ClickToEdit`, `EditableTable.Cell` …). Objects, arrays and void nodes are containers and name their own.
 */
type Node = Record<string, unknown>

const VALUE_TYPES: ReadonlySet<unknown> = new Set(['string', 'number', 'boolean', 'date', 'datetime'])

export const DEFAULT_DECORATOR = 'FormItem'

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value)

/** Whether a node of this `type` is drawn inside the default decorator unless it names another. */
export const takesDefaultDecorator = (node: { type?: unknown }) => VALUE_TYPES.has(node.type)

/** The node with each child (its `properties` by name, its `items`: one node, or one per position) mapped. */
function mapChildren(node: Node, map: (child: unknown) => unknown): Node {
  const properties = isNode(node.properties)
    ? Object.fromEntries(Object.entries(node.properties).map(([name, child]) => [name, map(child)]))
    : undefined
  const items = Array.isArray(node.items)
    ? node.items.map((item: unknown) => map(item))
    : node.items !== undefined
      ? map(node.items)
      : undefined
  return { ...node, ...(properties && { properties }), ...(items !== undefined && { items }) }
}

/** The schema as drawn: every value node without a decorator of its own gets `FormItem`. */
export function withDefaultDecorators(schema: unknown): unknown {
  if (!isNode(schema)) return schema
  const node = mapChildren(schema, (child) => withDefaultDecorators(child))
  return takesDefaultDecorator(node) && node['x-decorator'] === undefined
    ? { ...node, 'x-decorator': DEFAULT_DECORATOR }
    : node
}

/** The node's children with their place below it (`properties/<name>`, `items`, `items/<index>`), to read. */
function childrenOf(node: Node): [string, unknown][] {
  const properties = isNode(node.properties)
    ? Object.entries(node.properties).map(([name, child]): [string, unknown] => [`properties/${name}`, child])
    : []
  if (Array.isArray(node.items))
    return [...properties, ...node.items.map((item: unknown, index): [string, unknown] => [`items/${index}`, item])]
  return node.items === undefined ? properties : [...properties, ['items', node.items]]
}

/** JSON pointers (below `at`) of the value nodes that spell out the decorator they would get anyway. */
export function spelledDefaultDecorators(schema: unknown, at = ''): string[] {
  if (!isNode(schema)) return []
  const own = takesDefaultDecorator(schema) && schema['x-decorator'] === DEFAULT_DECORATOR ? [`${at}/x-decorator`] : []
  return [...own, ...childrenOf(schema).flatMap(([key, child]) => spelledDefaultDecorators(child, `${at}/${key}`))]
}
