/** `${name}` or `${order.no}`: a FreeMarker interpolation of a variable or a dotted path, as message templates (`sys_sms_template`) use them. */
const PLACEHOLDER = /\$\{\s*([\w$]+(?:\.[\w$]+)*)\s*\}/g

export type FilledTemplate = { ok: true; text: string; missing: string[] } | { ok: false; problem: string }

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

function lookUp(data: Record<string, unknown>, path: string): unknown {
  let current: unknown = data
  for (const key of path.split('.')) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined
    current = current[key]
  }
  return current
}

/** The variables a template's `${…}` placeholders name, each once, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]))]
}

/**
 * A template's `${…}` placeholders filled from test data given as JSON text, as the server fills them when it sends;
 * a placeholder the data lacks stays as written and is listed in `missing` (the server would refuse that send).
 */
export function fillPlaceholders(template: string, dataJson: string): FilledTemplate {
  let data: unknown
  try {
    data = dataJson.trim() === '' ? {} : JSON.parse(dataJson)
  } catch {
    return { ok: false, problem: '测试数据不是有效的JSON' }
  }
  if (!isObject(data)) return { ok: false, problem: '测试数据须是JSON对象，如 {"name":"张三"}' }
  const missing: string[] = []
  const text = template.replace(PLACEHOLDER, (placeholder, path: string) => {
    const value = lookUp(data, path)
    if (value === undefined || value === null) {
      missing.push(path)
      return placeholder
    }
    return typeof value === 'string' ? value : JSON.stringify(value)
  })
  return { ok: true, text, missing }
}
