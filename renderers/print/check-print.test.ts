import { describe, expect, it } from 'vitest'
import bill from '@schemas/pages/ipr/print/Bill.json'
import { validatePage } from '../schema/validate-page'

const context = { dictCodes: new Set<string>(), formComponents: new Set<string>(), overlays: new Set<string>() }

const problemsOf = async (schema: unknown) => {
  const validation = await validatePage(schema, context)
  return validation.ok ? [] : validation.problems.map((problem) => `${problem.pointer} ${problem.message}`)
}

describe('a print template', () => {
  it('is checked like a page, each mistake at its JSON pointer', async () => {
    expect(await problemsOf(bill)).toEqual([])
    const broken = {
      ...bill,
      paper: { size: 'A9', margin: '1cm' },
      each: 'rows',
      sources: { lines: { method: 'get', url: '/x?id={{record.id' } },
      body: [
        { kind: 'fields', fields: [{ field: 'billNo' }, { field: 'nope' }] },
        {
          kind: 'table',
          source: 'items',
          entity: 'ipr-bill-line',
          columns: [{ field: 'amount' }, { field: 'missing' }],
          sum: ['feeName'],
        },
        { kind: 'table', source: 'lines', entity: 'no-such-entity', columns: [{ field: 'amount' }] },
        { kind: 'signatures', titles: [] },
      ],
    }
    const problems = await problemsOf(broken)
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/paper\/size /), expect.stringMatching(/^\/paper\/margin /)]),
    )
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^\/body\/3\/titles /)]))
    const semantic = await problemsOf({ ...broken, paper: undefined, body: broken.body.slice(0, 3) })
    expect(semantic).toEqual([
      '/each 未知的数据源 "rows"（模板的 sources 中没有）',
      expect.stringMatching(/^\/sources\/lines\/url /),
      '/body/0/fields/1/field 未知的字段 "nope"（实体 ipr-bill 中没有）',
      '/body/1/source 未知的数据源 "items"（模板的 sources 中没有）',
      '/body/1/columns/1/field 未知的字段 "missing"（实体 ipr-bill-line 中没有）',
      '/body/1/sum/0 合计的 "feeName" 不是表格的列',
      '/body/2/entity 未知的实体 "no-such-entity"（schemas/entities/no-such-entity.json 不存在）',
    ])
  })
})
