import type { Widget } from '../widgets/widget'

/**
 * What a Formily node of a schema form leaves to the language:
 * - a node holding a value (`string`, `number`, `boolean`, `date`, `datetime`) is drawn inside `FormItem` (label,
 *   required mark, message) unless it names another decorator (`ClickToEdit`, `EditableTable.Cell` …); objects, arrays
 *   and void nodes are containers and name their own;
 * - a titled node whose widget asks with a verb (widgets/widget.ts `prompt`) shows that verb and its title while empty
 *   (请输入名称), unless its `x-component-props` give a `placeholder` (an empty one shows none);
 * - a required titled node says the verb, the title and '!' when left empty (请选择类型!), as JeecgBoot's generated
 *   forms do, unless its `x-validator` gives the required rule a message of its own; a node not required carries the
 *   same message in a dormant rule (`required: false`), which Formily switches on when a reaction or an effect makes
 *   the field required (core's `setValidatorRule` sets the rule that already names `required`), so such a field too
 *   says 请输入名称! rather than Formily's 该字段是必填字段;
 * - a widget's input gets the widget's `formProps` (a figure as wide as the column, a select that can be cleared …)
 *   where the node's `x-component-props` do not give the same key.
 */
type Node = Record<string, unknown>
type Rule = Record<string, unknown>
/** The widget a form node's `x-component` names (widgets/registry.ts `widgetOf`), handed in so this stays a leaf. */
export type WidgetLookup = (type: string) => Pick<Widget, 'prompt' | 'noPlaceholder' | 'formProps'> | undefined

const VALUE_TYPES: ReadonlySet<unknown> = new Set(['string', 'number', 'boolean', 'date', 'datetime'])

const DEFAULT_DECORATOR = 'FormItem'

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value)

/** Whether a node of this `type` is drawn inside the default decorator unless it names another. */
const takesDefaultDecorator = (node: { type?: unknown }) => VALUE_TYPES.has(node.type)

/** The verb a node's widget asks with and whether it shows it as a placeholder; none for a node holding no value. */
function promptOf(node: Node, widgetOf: WidgetLookup): { verb: string; placeholder: boolean } | undefined {
  const widget = widgetOfNode(node, widgetOf)
  if (!widget?.prompt || !takesDefaultDecorator(node)) return undefined
  return { verb: widget.prompt, placeholder: !widget.noPlaceholder }
}

const rulesOf = (validator: unknown): unknown[] =>
  validator === undefined ? [] : Array.isArray(validator) ? validator : [validator]

/** A validator rule that makes the field required (Formily's `{ required: true }`). */
export const isRequiredRule = (rule: unknown): rule is Rule => isNode(rule) && rule.required === true

/**
 * The node's validator with its required rule given the default message: the node's own, else one added first,
 * required as the node says.
 */
function withRequiredMessage(node: Node, message: string): unknown {
  const rules = rulesOf(node['x-validator'])
  const at = rules.findIndex(isRequiredRule)
  if (at >= 0) {
    const rule = rules[at] as Rule
    if (rule.message !== undefined) return node['x-validator']
    return rules.map((each, index) => (index === at ? { ...rule, message } : each))
  }
  return [{ required: node.required === true, message }, ...rules]
}

const widgetOfNode = (node: Node, widgetOf: WidgetLookup) =>
  typeof node['x-component'] === 'string' ? widgetOf(node['x-component']) : undefined

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

/**
 * A node asking with `title`: its widget's verb and the title as its placeholder (请输入名称) unless its props give
 * one, and as the message of its required rule (请输入名称!) unless the rule gives one. A titled node asks with its
 * own title; a table cell, whose title is its column's header, is asked with that.
 */
export function withPrompt(node: Node, title: string, widgetOf: WidgetLookup): Node {
  const prompt = promptOf(node, widgetOf)
  if (!prompt) return node
  const own = isNode(node['x-component-props']) ? node['x-component-props'] : {}
  const placeholder = prompt.placeholder && own.placeholder === undefined && `${prompt.verb}${title}`
  const validator = withRequiredMessage(node, `${prompt.verb}${title}!`)
  return {
    ...node,
    ...(placeholder && { 'x-component-props': { ...own, placeholder } }),
    ...(validator !== undefined && { 'x-validator': validator }),
  }
}

/** One node as drawn, its children aside: its decorator, placeholder and required message filled in. */
function withOwnDefaults(written: Node, widgetOf: WidgetLookup): Node {
  const node = typeof written.title === 'string' ? withPrompt(written, written.title, widgetOf) : written
  const decorator = takesDefaultDecorator(node) && node['x-decorator'] === undefined && DEFAULT_DECORATOR
  const own = isNode(node['x-component-props']) ? node['x-component-props'] : undefined
  const props = { ...widgetOfNode(node, widgetOf)?.formProps, ...own }
  const validator = node['x-validator']
  return {
    ...node,
    ...(decorator && { 'x-decorator': decorator }),
    ...((own || Object.keys(props).length > 0) && { 'x-component-props': props }),
    // Formily counts a field with a required rule as required; said on the node too, a rule and `required` draw alike.
    ...(rulesOf(validator).some(isRequiredRule) && { required: true }),
  }
}

/** The schema as drawn: every node with what the language defaults filled in where it says nothing. */
export function withNodeDefaults(schema: unknown, widgetOf: WidgetLookup): unknown {
  if (!isNode(schema)) return schema
  return withOwnDefaults(
    mapChildren(schema, (child) => withNodeDefaults(child, widgetOf)),
    widgetOf,
  )
}
