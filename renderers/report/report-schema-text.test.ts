import { describe, expect, it } from 'vitest'
import { validateListPage } from '../generated/validate/list-page'
import { fuzzRounds, seeded } from '../../tests/support/fuzz'
import { reportConfig, type QueryInfo, type ReportColumns } from './report-schema'

/** Server text a report's designer may store: placeholders, SQL, markup and quotes. */
const HOSTILE = [
  '{{ 1 + 1 }}',
  '}}',
  '${sex}',
  "' or '1'='1",
  '<img src=x onerror=alert(1)>',
  'javascript:',
  '%_\\',
  '"',
]

describe('a report config holding hostile text in every text property (fixed-seed fuzz)', () => {
  it('becomes a valid list page showing each text as typed (the list language compiles no template)', () => {
    const random = seeded(36)
    const hostile = () =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, () => HOSTILE[Math.floor(random() * HOSTILE.length)]).join(
        '报表',
      )
    for (let round = 0; round < fuzzRounds(100); round += 1) {
      const texts = { name: hostile(), title: hostile(), dictText: hostile(), label: hostile(), option: hostile() }
      const columns: ReportColumns = {
        cgRpConfigId: 'r1',
        cgRpConfigName: texts.name,
        columns: [
          { dataIndex: 'name', title: texts.title, sorter: 'true' },
          { dataIndex: 'level', title: '等级', customRender: 'level' },
        ],
        dictOptions: { level: [{ value: texts.option, text: texts.dictText }] },
      }
      const queryInfo: QueryInfo = [
        { label: texts.label, field: 'name', view: 'text', mode: 'single' },
        { label: '等级', field: 'level', view: 'list', mode: 'single' },
      ]
      const { page, title } = reportConfig(columns, queryInfo)
      expect(validateListPage(page)).toBe(true)
      expect(title).toBe(texts.name)
      expect(page.title).toBe(texts.name)
      expect(page.columns[0].title).toBe(texts.title)
      expect(page.columns[1]).toMatchObject({
        render: 'dict',
        options: [{ value: texts.option, label: texts.dictText }],
      })
      expect(page.search?.[0].title).toBe(texts.label)
      expect(page.search?.[1]).toMatchObject({
        component: 'select',
        options: [{ value: texts.option, label: texts.dictText }],
      })
    }
  })
})
