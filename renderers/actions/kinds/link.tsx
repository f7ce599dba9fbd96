import { hrefOf } from '../../core/link-href'
import { RouteLink } from '../../core/route-link'
import type { ActionKind } from '../action-kind'

/** 打开 (a row action): a router link to the app route `link` with the row in its `{{ }}`; it runs nothing itself. */
const link: ActionKind = {
  title: '打开',
  check: (action, { inToolbar, problem }) => {
    if (!action.link) problem(['link'], '缺少链接配置 link')
    if (inToolbar) problem(['kind'], '链接操作只能用于行操作 rowActions')
  },
  cell: (action, scope, title) => {
    const href = action.link && hrefOf(action.link, scope)
    return href ? <RouteLink to={href}>{title}</RouteLink> : null
  },
  run: () => undefined,
}

export default link
