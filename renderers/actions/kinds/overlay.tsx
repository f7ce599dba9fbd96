import { OVERLAYS } from '../../registry/overlays'
import { resolveMap } from '../../schema/templates'
import type { ActionKind } from '../action-kind'

/**
 * 查看 in a hand-coded dialog registered by name (`"overlay": {"name": "notice"}`), given the row and the action's
 * props resolved; the list reloads when the dialog reports a change.
 */
const overlay: ActionKind = {
  title: '查看',
  check: (action, { problem }) => {
    if (!action.overlay) problem(['overlay'], '缺少弹窗配置 overlay')
    else if (!OVERLAYS[action.overlay.name]) problem(['overlay', 'name'], `未知的弹窗 "${action.overlay.name}"`)
  },
  run: ({ action, record = {}, scope, open }) => {
    const Overlay = action.overlay && OVERLAYS[action.overlay.name]
    if (!Overlay) return
    const props = resolveMap(action.overlay!.props, scope)
    open(({ close, reload }) => <Overlay record={record} props={props} onClose={close} onChanged={reload} />)
  },
}

export default overlay
