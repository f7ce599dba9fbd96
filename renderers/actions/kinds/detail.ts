import type { ActionKind } from '../action-kind'
import { openRecordForm } from '../record-form'

/** 详情: the page's detail form (else its form) on the row, read-only. */
const detail: ActionKind = {
  title: '详情',
  check: (_, { page, problem }) => {
    if (!page.form && !page.detail) problem(['kind'], '详情操作缺少表单配置：请设置 detail 或 form')
  },
  run: (context) => openRecordForm(context, 'detail'),
}

export default detail
