import { PlusOutlined } from '@ant-design/icons'
import type { ActionKind } from '../action-kind'
import { openRecordForm } from '../record-form'

/** 新增: the page's form on a new record, saved to the page's add endpoint. */
const add: ActionKind = {
  title: '新增',
  icon: <PlusOutlined />,
  primary: true,
  api: 'add',
  withheldBy: ['add'],
  check: (_, { page, problem }) => {
    if (!page.form) problem(['kind'], '缺少表单配置 form')
  },
  run: (context) => openRecordForm(context, 'add'),
}

export default add
