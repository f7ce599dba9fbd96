import type { Figure, RecordPageSchema } from '../generated/schema-language'
import type { DataProvider } from '../providers/data-provider'
import { rowsOf, type Row } from '../core/rows-of'
import { sendCall } from '../providers/send-call'

type Sources = NonNullable<RecordPageSchema['sources']>

/** What a source answered: its rows and the total a page names (the rows' count for a plain list). */
interface Answered {
  rows: Row[]
  total: number
}

const numberOf = (value: unknown): number => {
  const number = Number(value)
  return Number.isFinite(number) ? number : 0
}

/** Asks each source the figures name once, its `{{ }}` seeing the record. */
async function answersOf(sources: Sources, names: string[], data: DataProvider, record: Row) {
  const entries = await Promise.all(
    names.map(async (name): Promise<[string, Answered | undefined]> => {
      const answer = await sendCall(data, sources[name].call, { record }).catch(() => undefined)
      if (!answer?.success) return [name, undefined]
      const rows = rowsOf(answer.result)
      const total = (answer.result as { total?: unknown } | null)?.total
      return [name, { rows, total: typeof total === 'number' ? total : rows.length }]
    }),
  )
  return new Map(entries)
}

/**
 * The value of each figure: a record field, a source's rows summed by `field`, or counted (its total). A source that
 * failed leaves its figures empty (undefined) rather than showing a wrong 0.
 */
export async function figureValues(
  figures: Figure[],
  sources: Sources,
  data: DataProvider,
  record: Row,
): Promise<(number | string | undefined)[]> {
  const names = [...new Set(figures.flatMap((figure) => (figure.source ? [figure.source] : [])))]
  const answers = await answersOf(sources, names, data, record)
  return figures.map((figure) => {
    if (!figure.source) return record[figure.field!] as number | string | undefined
    const answered = answers.get(figure.source)
    if (!answered) return undefined
    return figure.field ? answered.rows.reduce((sum, row) => sum + numberOf(row[figure.field!]), 0) : answered.total
  })
}
