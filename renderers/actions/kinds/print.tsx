import { PrinterOutlined } from '@ant-design/icons'
import { lazyComponent } from '../../core/lazy-component'
import type { ActionKind } from '../action-kind'

// The preview comes with the first 打印: a list does not carry it.
const PrintFrame = lazyComponent(() => import('../../print/PrintFrame'))

/**
 * 打印 (a row action): the row in the print template `page` (a page name, kind print), previewed over the window.
 * The template is fetched and checked like any named page, so a broken one shows its problems in the preview.
 */
const print: ActionKind = {
  title: '打印',
  icon: <PrinterOutlined />,
  needsRecord: true,
  check: (action, { inToolbar, problem, list }) => {
    if (typeof action.page === 'string') list(action.page, ['page'])
    else problem(['page'], '缺少打印模板 page（打印模板的页面名称）')
    if (inToolbar) problem(['kind'], '打印操作只能用于行操作 rowActions')
  },
  run: ({ action, record, open }) => {
    const template = action.page
    if (typeof template !== 'string' || !record) return
    // One scope object per opening: the template fetches its rows again only when it changes.
    const scope = { record, parent: record }
    open(({ close, NestedList }) => (
      <PrintFrame onClose={close}>
        <NestedList page={template} scope={scope} />
      </PrintFrame>
    ))
  },
}

export default print
