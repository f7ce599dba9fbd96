import type { ActionKind } from '../action-kind'
import { openRecordForm } from '../record-form'

/** 编辑: the page's form on the row as queryById answers it, saved to the page's edit endpoint. */
const edit: ActionKind = {
  title: '编辑',
  api: 'edit',
  check: (_, { page, problem }) => {
    if (!page.form) problem(['kind'], '缺少表单配置 form')
  },
  run: (context) => openRecordForm(context, 'edit'),
}

export default edit
