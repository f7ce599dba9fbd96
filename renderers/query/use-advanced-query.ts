import { App } from 'antd'
import { useCallback, useState } from 'react'
import {
  isComplete,
  newLine,
  withField,
  withRule,
  type MatchType,
  type QueryFieldDef,
  type QueryLine,
  type QueryRule,
} from './query-line'
import { useSession } from '../providers/EngineProvider'
import { loadSavedQueries, storeSavedQueries, toLines, toRecords, type SavedQuery } from './saved-queries'
import { conditionsOf, type SuperQuery } from './super-query'

interface Options {
  fields: QueryFieldDef[]
  /** Local-storage key of this page's saved queries. */
  storageKey: string
  onQuery: (query: SuperQuery) => void
}

/**
 * State of the advanced query builder (JSuperQuery's job): the condition lines, the match type, whether a query
 * is in force, and the saved queries, with the spec's messages on the way.
 */
export function useAdvancedQuery({ fields, storageKey, onQuery }: Options) {
  const { message, modal } = App.useApp()
  const { preferences } = useSession()
  const [lines, setLines] = useState<QueryLine[]>(() => [newLine()])
  const [matchType, setMatchType] = useState<MatchType>('and')
  const [active, setActive] = useState(false)
  const [saved, setSaved] = useState<SavedQuery[]>(() => loadSavedQueries(preferences, storageKey))
  const [naming, setNaming] = useState(false)

  const update = useCallback((key: string, change: (line: QueryLine) => QueryLine) => {
    setLines((current) => current.map((line) => (line.key === key ? change(line) : line)))
  }, [])

  const emit = (query: SuperQuery) => {
    setActive(query.conditions.length > 0)
    onQuery(query)
  }

  const keep = (list: SavedQuery[]) => {
    setSaved(list)
    storeSavedQueries(preferences, storageKey, list)
  }

  return {
    fields,
    lines,
    matchType,
    active,
    saved,
    naming,
    setMatchType,
    changeField: (key: string, field: string) => {
      const chosen = fields.find((candidate) => candidate.field === field)
      if (chosen) update(key, (line) => withField(line, chosen))
    },
    changeRule: (key: string, rule: QueryRule) => update(key, (line) => withRule(line, rule)),
    changeValue: (key: string, val: unknown) => update(key, (line) => ({ ...line, val })),
    addLine: () => setLines((current) => [...current, newLine()]),
    removeLine: (key: string) => setLines((current) => current.filter((line) => line.key !== key)),
    /** Runs the query; true when it ran. */
    run: (): boolean => {
      const conditions = conditionsOf(lines)
      if (!conditions.length) {
        message.warning('不能查询空条件')
        return false
      }
      emit({ matchType, conditions })
      return true
    },
    /** Back to one empty line, and the list without conditions. */
    reset: () => {
      setLines([newLine()])
      emit({ matchType, conditions: [] })
    },
    /** Asks for a name, unless there is nothing to save. */
    startSaving: () => {
      if (!lines.some(isComplete)) message.warning('空条件不能保存')
      else setNaming(true)
    },
    cancelSaving: () => setNaming(false),
    save: (name: string) => {
      const title = name.trim()
      if (!title) {
        message.warning('保存名称不能为空')
        return
      }
      const entry: SavedQuery = { title, matchType, records: toRecords(lines) }
      const finish = (list: SavedQuery[]) => {
        keep(list)
        setNaming(false)
        message.success('保存成功')
      }
      if (!saved.some((query) => query.title === title)) return finish([...saved, entry])
      modal.confirm({
        content: `${title} 已存在，是否覆盖？`,
        onOk: () => finish(saved.map((query) => (query.title === title ? entry : query))),
      })
    },
    /** Puts a saved query's lines and match type into the builder. */
    use: (query: SavedQuery) => {
      setLines(toLines(query.records, fields))
      setMatchType(query.matchType ?? 'and')
    },
    remove: (query: SavedQuery) => {
      modal.confirm({
        content: '是否删除当前查询？',
        onOk: () => keep(saved.filter((candidate) => candidate.title !== query.title)),
      })
    },
  }
}

export type AdvancedQueryState = ReturnType<typeof useAdvancedQuery>
