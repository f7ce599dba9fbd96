import type { DictModel, Result, TreeSelectModel } from '../generated/entities'

/** A page of a searchable dictionary (a table dictionary can be large). */
export interface DictSearch {
  keyword?: string
  pageSize?: number
}

/** A level of a tree read from a table (JTreeSelect over sys/dict/loadTreeData). */
export interface DictTreeQuery {
  pid: string
  tableName: string
  text: string
  code: string
  pidField: string
  hasChildField: string
  condition: string
}

/**
 * The dictionaries: items of plain codes the session holds since sign-in, and the server's dictionary reads for the
 * rest (a code `table,text,code[,condition]` reads a table).
 */
export interface DictionaryProvider {
  /** Items of a plain code the session already holds: no request, no waiting. */
  cached: (code: string) => DictModel[] | undefined
  /** Every code the session holds. */
  cachedCodes: () => string[]
  /** All items of a code (getDictItems). */
  items: (code: string) => Promise<Result<DictModel[]>>
  /** Items matching a keyword (loadDict). */
  search: (code: string, query: DictSearch) => Promise<Result<DictModel[]>>
  /** Texts of stored values, `keys` a comma list (loadDictItem). */
  texts: (code: string, keys: string) => Promise<Result<string[]>>
  /** One level of a table tree (loadTreeData). */
  tree: (query: DictTreeQuery) => Promise<Result<TreeSelectModel[]>>
}
