import { textOf } from '../../core/text-of'

/** One field of two versions side by side. */
export interface ComparedField {
  field: string
  first: string
  second: string
  changed: boolean
}

type Json = Record<string, unknown>

/** A version's record from its JSON text; anything that is not a JSON object reads as no fields. */
export function parseRecord(text: unknown): Json {
  if (typeof text !== 'string') return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {}
  } catch {
    return {}
  }
}

const shown = (value: unknown): string =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : textOf(value)

/** The fields both versions hold, in the first one's order, each marked changed when the two values differ. */
export function compareFields(first: Json, second: Json): ComparedField[] {
  return Object.keys(first)
    .filter((field) => field in second)
    .map((field) => {
      const [a, b] = [shown(first[field]), shown(second[field])]
      return { field, first: a, second: b, changed: a !== b }
    })
}
