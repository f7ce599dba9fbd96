import type { ErrorObject } from 'ajv'

/** One thing wrong with a schema: where (a JSON pointer into the file) and what, in the user's language. */
export interface SchemaProblem {
  pointer: string
  message: string
}

export const pointerOf = (path: readonly (string | number)[]): string =>
  path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')

/** Pointer of the first string in `value` that contains `text` (where a failing expression is written), else ''. */
export function findText(value: unknown, text: string, path: (string | number)[] = []): string {
  if (typeof value === 'string') return value.includes(text) ? pointerOf(path) : ''
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findText(item, text, [...path, Array.isArray(value) ? Number(key) : key])
      if (found) return found
    }
  }
  return ''
}

/** A column or search item with no title of its own whose field the page's entity does not name either. */
export const UNTITLED = '缺少标题 title（页面实体 entity 中也没有这个字段）'

export const missingProperty = (name: string): string => `缺少必填属性 "${name}"`

function describe(error: ErrorObject): SchemaProblem {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return { pointer: error.instancePath, message: missingProperty(String(params.missingProperty)) }
    case 'additionalProperties':
      return {
        pointer: `${error.instancePath}/${String(params.additionalProperty)}`,
        message: `不认识的属性 "${String(params.additionalProperty)}"`,
      }
    case 'type':
      return { pointer: error.instancePath, message: `类型应为 ${String(params.type)}` }
    case 'enum':
      return {
        pointer: error.instancePath,
        message: `取值应为 ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join('、')} 之一`,
      }
    case 'const':
      return { pointer: error.instancePath, message: `取值应为 ${JSON.stringify(params.allowedValue)}` }
    case 'pattern':
      return { pointer: error.instancePath, message: `格式不符合 ${String(params.pattern)}` }
    case 'discriminator':
      // A widget picks its branch by `kind` (ajv's discriminator): say which value is unknown, or that it is missing.
      return params.error === 'mapping'
        ? {
            pointer: `${error.instancePath}/${String(params.tag)}`,
            message: `不认识的类型 "${String(params.tagValue)}"`,
          }
        : { pointer: error.instancePath, message: `缺少必填属性 "${String(params.tag)}"` }
    case 'minItems':
      return { pointer: error.instancePath, message: `至少需要 ${String(params.limit)} 项` }
    case 'maxItems':
      return { pointer: error.instancePath, message: `最多 ${String(params.limit)} 项` }
    case 'minProperties':
      return { pointer: error.instancePath, message: `至少需要 ${String(params.limit)} 个属性` }
    case 'propertyNames':
      return { pointer: error.instancePath, message: `属性名 "${String(params.propertyName)}" 不合格式` }
    case 'not':
      return { pointer: error.instancePath, message: '此处不允许这样写（符合了被排除的写法）' }
    case 'minimum':
    case 'maximum':
      return { pointer: error.instancePath, message: `取值应 ${String(params.comparison)} ${String(params.limit)}` }
    default:
      // The validators carry no English texts (codegen compiles them without ajv's messages): name the rule.
      return { pointer: error.instancePath, message: `不符合 ${error.keyword} 规则` }
  }
}

/** Keywords whose failure ajv also reports through the failing branch, which says more. */
const SUMMARIES = new Set(['oneOf', 'anyOf', 'if'])

const within = (pointer: string, place: string) => pointer === place || pointer.startsWith(`${place}/`)

/**
 * A type error of a value that another error judges by its content (at the value or inside it): the value was meant
 * as the branch of the other type (a page written in place where a page name would also do), so the branch of this
 * type says nothing.
 */
const isBranchNotTaken = (error: ErrorObject, all: readonly ErrorObject[]) =>
  error.keyword === 'type' &&
  all.some((other) => other.keyword !== 'type' && within(other.instancePath, error.instancePath))

/**
 * ajv's errors as problems. A failed oneOf (anyOf, if/then) also reports each branch; the branch errors say more, so
 * the summary is kept only when nothing more precise is reported, and a branch failing by its type alone goes when
 * another judges the value by its content. A property name's failure goes for the one naming it. Duplicates go.
 */
export function fromAjv(errors: readonly ErrorObject[] | null | undefined): SchemaProblem[] {
  const all = errors ?? []
  const precise = all.filter((error) => !SUMMARIES.has(error.keyword))
  const kept = (precise.length ? precise : all).filter(
    // A property name's own failure (its pattern) is reported again, naming it, by the propertyNames error.
    (error) => !isBranchNotTaken(error, precise) && error.propertyName === undefined,
  )
  const seen = new Set<string>()
  return kept.map(describe).filter((problem) => {
    const key = `${problem.pointer}\n${problem.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
