import type { DictModel } from '../generated/entities'
import type { DictionaryProvider } from '../providers/dictionary-provider'

export const MISSING_DICT_CODE = '字典Code不能为空!'

/** `table,text,code[,condition]`: options read from a table rather than from a dictionary. */
export const isTableDictCode = (code: string): boolean => code.split(',').length >= 3

/** A plain code's items when the session already holds them (no request, no waiting). */
export const cachedDictItems = (dictionaries: DictionaryProvider, code: string): DictModel[] | undefined =>
  isTableDictCode(code) ? undefined : dictionaries.cached(code)

const pending = new Map<string, Promise<DictModel[]>>()

/**
 * Items of a dictionary: plain codes from the session's cache (filled at sign-in), anything else from
 * `getDictItems/{code}` (signed GET), asked once per code. A missing code is an error of the caller's schema.
 */
export function getDictItems(dictionaries: DictionaryProvider, code: string | undefined): Promise<DictModel[]> {
  if (!code) return Promise.reject(new Error(MISSING_DICT_CODE))
  const cached = cachedDictItems(dictionaries, code)
  if (cached) return Promise.resolve(cached)
  let request = pending.get(code)
  if (!request) {
    request = dictionaries.items(code).then((answer) => {
      if (!answer.success) throw new Error(answer.message || `字典 ${code} 加载失败`)
      return answer.result ?? []
    })
    // A failed lookup is asked again next time rather than remembered.
    request.catch(() => pending.delete(code))
    pending.set(code, request)
  }
  return request
}

/** Forgets fetched dictionaries (after items were edited, or between tests). */
export function clearDictRequests(): void {
  pending.clear()
}
