// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { findHead, reportRows } from '@mocks/areas/online-report/reports'
import { REPORT_IDS } from '@mocks/areas/online-report/seed'
import { reportParams } from '../../../renderers/report/report-params'
import type { SearchItem } from '../../../renderers/generated/schema-language'
import { fuzzRounds, seeded } from '../../support/fuzz'

const { db } = createTestServer()

/** Pieces a careless or hostile user types into a report's query form or a popup's dynamic parameter. */
const HOSTILE = [
  "'",
  '"',
  "' or '1'='1",
  '%',
  '_',
  '\\',
  '\\%',
  '${sex}',
  '${',
  '}',
  '; drop table sys_depart; --',
  ' union select password from sys_user ',
  '/* */',
  '部门',
]

/** Texts of 1–4 pieces after a plain start, so no value opens with the query syntax (`!`, `>= `); no `*` or `,`. */
function hostileTexts(count: number): string[] {
  const random = seeded(2036)
  return Array.from(
    { length: count },
    (_, index) =>
      `值${index}` +
      Array.from({ length: 1 + Math.floor(random() * 4) }, () => HOSTILE[Math.floor(random() * HOSTILE.length)]).join(
        '',
      ),
  )
}

const text = (field: string): SearchItem => ({ field, title: field, component: 'text', rule: 'eq' })
const SORT = { column: undefined, order: undefined }

/** The rows of a report for what the query form and the popup send, through the client's and the server's translation. */
function selected(reportId: string, search: Record<string, unknown>, dynamic?: Record<string, unknown>) {
  const params = reportParams(Object.keys(search).map(text), { search, sort: SORT, pageNo: 1, pageSize: 10 }, dynamic)
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))
  return reportRows(db, findHead(db, reportId)!, query).map((row) => String(row.id))
}

describe('an online report’s parameters and query fields keep their meaning whatever they hold (fixed-seed fuzz)', () => {
  const values = hostileTexts(fuzzRounds(40))
  const departs = db.table('sys_depart')
  const parent = departs.first(() => true)!
  const ids = values.map((value, index) =>
    String(
      departs.insert({
        ...parent,
        id: undefined!,
        departName: value,
        address: `地址${index}${value}尾`,
        orgCode: `F${index}`,
      }).id,
    ),
  )

  it('an exact query field finds exactly the row holding the value', () => {
    values.forEach((value, index) => expect(selected(REPORT_IDS.depart, { departName: value })).toEqual([ids[index]]))
  })

  it('a contains search (*…*) finds exactly the rows holding the value, % _ and \\ taken literally', () => {
    values.forEach((value, index) => {
      const expected = ids.filter((_, other) => `地址${other}${values[other]}尾`.includes(value))
      expect(expected).toContain(ids[index])
      expect(selected(REPORT_IDS.depart, { address: `*${value}*` })).toEqual(expected)
    })
  })

  it('a dynamic parameter compares as one value, quoted or not, never widening to every row', () => {
    const men = selected(REPORT_IDS.user, {}, { sex: "'1'" })
    expect(men.length).toBeGreaterThan(0)
    expect(selected(REPORT_IDS.user, {}, { sex: '1' })).toEqual(men)
    for (const value of values) {
      expect(selected(REPORT_IDS.user, {}, { sex: value })).toEqual([])
      expect(selected(REPORT_IDS.user, {}, { sex: `'${value}'` })).toEqual([])
    }
  })
})
