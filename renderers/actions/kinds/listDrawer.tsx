import { LazyDrawer } from '../../core/lazy-overlays'
import type { ActionKind } from '../action-kind'

const DEFAULT_WIDTH = 700

/** 查看 in a drawer: the action's `page`, a list of the row's children, whose `{{ }}` see the row as record and parent. */
const listDrawer: ActionKind = {
  title: '查看',
  check: (action, checker) => {
    if (action.page) checker.list(action.page, ['page'])
    else checker.problem(['page'], '缺少列表配置 page')
  },
  run: ({ action, title, record = {}, open }) => {
    const page = action.page
    if (!page) return
    // One scope object per opening: the nested list queries again only when it changes.
    const scope = { record, parent: record }
    open(({ close, NestedList }) => (
      <LazyDrawer open title={title} width={action.width ?? DEFAULT_WIDTH} onClose={close} destroyOnHidden>
        <NestedList page={page} scope={scope} />
      </LazyDrawer>
    ))
  },
}

export default listDrawer
