import type { DictionaryProvider } from '@renderers'
import { sysDictGetDictItems, sysDictLoadDict, sysDictLoadDictItem, sysDictLoadTreeData } from '@/generated/api/dict'
import { http } from '@/http'
import { session } from '@/session/session-store'

/** The session's dictionary cache (filled at sign-in) and the server's dictionary reads. */
export const appDictionaries: DictionaryProvider = {
  cached: (code) => session.dictCache[code],
  cachedCodes: () => Object.keys(session.dictCache),
  items: (code) => sysDictGetDictItems(http, code),
  search: (code, query) => sysDictLoadDict(http, code, query),
  texts: (code, keys) => sysDictLoadDictItem(http, code, { key: keys }),
  tree: (query) => sysDictLoadTreeData(http, query),
}
