import { observable } from '@formily/reactive'
import type { DictionaryProvider } from '../providers/dictionary-provider'
import { textOf } from '../core/text-of'

/**
 * `$dictText(code, value)` in form expressions: the text a dictionary gives a stored value (loadDictItem), or
 * undefined until the server has answered and when it knows none. A table dictionary whose text column is another
 * column of the same row reads that column, so a reaction can fill one field from the row another field chose:
 * `$dictText('sys_user,org_code,username', $deps[0])` is the chosen user's department code.
 * Answers are kept in an observable, so the reaction that asked runs again when its answer arrives.
 */
export function dictTextScope(dictionaries: DictionaryProvider): (code: string, value: unknown) => string | undefined {
  const answers = observable.shallow<Record<string, string | undefined>>({})
  const asked = new Set<string>()
  return (code, value) => {
    const stored = textOf(value)
    if (stored === '') return undefined
    const key = `${code}\u0000${stored}`
    if (!asked.has(key)) {
      asked.add(key)
      // A refused or failed read leaves the text unknown: the reaction keeps the field as it is.
      dictionaries.texts(code, stored).then(
        (answer) => {
          const text = answer.success ? answer.result?.join(',') : ''
          if (text) answers[key] = text
        },
        () => undefined,
      )
    }
    return answers[key]
  }
}
