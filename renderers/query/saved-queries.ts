import { omit } from '../core/omit'
import type { SessionProvider } from '../providers/session-provider'
import { isComplete, newLine, type MatchType, type QueryFieldDef, type QueryLine } from './query-line'

/** A saved line: the condition and its field settings, without the options (the field list has them). */
export type SavedLine = Omit<QueryLine, 'key' | 'options'>

/** A saved advanced query as the original JSuperQuery keeps it in local storage: its title, AND/OR and lines. */
export interface SavedQuery {
  title: string
  matchType: MatchType
  records: SavedLine[]
}

/** The original front end's key prefix, so both read the same saved queries. */
const KEY_PREFIX = 'JSuperQuerySaved_'

/** Saved queries are kept per save code, or per route path when the page gives none, as JSuperQuery keeps them. */
export const savedQueriesKey = (saveCode: string | undefined, routePath: string): string =>
  KEY_PREFIX + (saveCode || routePath)

type Preferences = SessionProvider['preferences']

export function loadSavedQueries(preferences: Preferences, key: string): SavedQuery[] {
  const list = preferences.read(key)
  return Array.isArray(list) ? (list as SavedQuery[]) : []
}

/** Saved queries do not expire. */
export const storeSavedQueries = (preferences: Preferences, key: string, list: SavedQuery[]): void =>
  preferences.write(key, list)

export const toRecords = (lines: QueryLine[]): SavedLine[] =>
  lines.filter(isComplete).map((line) => omit(line, 'key', 'options'))

/** Lines back from a saved query, each with its field's options again. */
export const toLines = (records: SavedLine[], fields: QueryFieldDef[]): QueryLine[] =>
  records.map((record) => ({
    ...record,
    key: newLine().key,
    options: fields.find((field) => field.field === record.field)?.options,
  }))
