import type { OnlineCgreportApiGetColumnsAndDataResult } from '../generated/api-types'
import type { Result } from '../generated/entities'
import { dictText } from '../dict'
import type { RowsAnswer } from './use-report-list'

type ColumnsAndData = Result<OnlineCgreportApiGetColumnsAndDataResult>

/**
 * A getColumnsAndData answer as the rows of its page. The server sends the dictionary items of the values on that
 * page only, so each page's coded columns are translated with its own answer's items, as `<field>_dictText`.
 */
export function pageRows(answer: ColumnsAndData): RowsAnswer {
  const { columns = [], dictOptions = {}, data } = answer.success ? answer.result : {}
  const coded = columns.filter((column) => column.customRender)
  const records = (data?.records ?? []).map((record) => ({
    ...record,
    ...Object.fromEntries(
      coded.map((column) => [
        `${column.dataIndex}_dictText`,
        dictText(record, column.dataIndex, dictOptions[column.customRender!]),
      ]),
    ),
  }))
  return { ...answer, result: { records, total: data?.total ?? 0 } }
}
