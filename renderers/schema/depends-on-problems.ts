import type { FormilyNode } from '../generated/schema-language'

type Path = Array<string | number>

/** The value paths of a form (`a.b`): void nodes (tabs, layout) add nothing to the path, object nodes their key. */
function valuePaths(node: FormilyNode, path: string[] = []): string[] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
    const childPath = child.type === 'void' ? path : [...path, key]
    return [...(child.type === 'void' ? [] : [childPath.join('.')]), ...valuePaths(child, childPath)]
  })
}

/**
 * A searchSelect's `dependsOn` names fields of its own form: a name that is not one would narrow the options by a
 * value that never comes, so its author is told where. Other widgets do not read it. So does a fill rule's
 * (`x-fill-rule.dependsOn`): a number waiting on a field the form lacks would never be drawn again.
 */
export function dependsOnProblems(schema: FormilyNode, at: Path, add: (path: Path, message: string) => void): void {
  const fields = new Set(valuePaths(schema))
  const walk = (node: FormilyNode, path: Path) => {
    const dependsOn = node['x-component-props']?.dependsOn
    if (dependsOn) {
      const here = [...path, 'x-component-props', 'dependsOn']
      if (node['x-component'] !== 'searchSelect') add(here, 'dependsOn 只用于 searchSelect 组件')
      for (const [column, field] of Object.entries(dependsOn))
        if (!fields.has(field)) add([...here, column], `dependsOn 引用的字段 "${field}" 不在表单中`)
    }
    const rule = node['x-fill-rule']
    if (typeof rule === 'object')
      rule.dependsOn.forEach((field, index) => {
        if (!fields.has(field))
          add([...path, 'x-fill-rule', 'dependsOn', index], `x-fill-rule 依赖的字段 "${field}" 不在表单中`)
      })
    for (const [name, child] of Object.entries(node.properties ?? {})) walk(child, [...path, 'properties', name])
    if (node.items) walk(node.items, [...path, 'items'])
  }
  walk(schema, at)
}
