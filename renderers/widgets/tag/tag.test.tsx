import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Column } from '../../generated/schema-language'
import tag from './index'

describe('the tag widget', () => {
  it('colours each stored value as the column says', () => {
    const status: Column = { field: 'bpmStatus', render: 'tag', colors: { '2': 'processing', '3': 'success' } }
    const cell = (bpmStatus: string, text: string) =>
      renderToStaticMarkup(
        <>{tag.cell(bpmStatus, { column: status, record: { bpmStatus, bpmStatus_dictText: text } })}</>,
      )
    expect(cell('2', '处理中')).toMatch(/ant-tag-processing.*处理中/)
    expect(cell('3', '已完成')).toMatch(/ant-tag-success.*已完成/)
    expect(cell('1', '待提交')).not.toMatch(/ant-tag-(processing|success)/)
  })
})
