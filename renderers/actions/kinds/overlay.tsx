import type { OverlayProps } from '../../providers/overlays'
import { useComponents } from '../../providers/EngineProvider'
import { resolveMap } from '../../core/templates'
import type { ActionKind } from '../action-kind'

/** The dialog the app registered under `name`; nothing when the app registered none (the schema check says so). */
function RegisteredOverlay({ name, ...rest }: { name: string } & OverlayProps) {
  const Overlay = useComponents().overlays[name]
  return Overlay ? <Overlay {...rest} /> : null
}

/**
 * 查看 in a hand-coded dialog registered by name (`"overlay": {"name": "notice"}`), given the row and the action's
 * props resolved; the list reloads when the dialog reports a change.
 */
const overlay: ActionKind = {
  title: '查看',
  check: (action, { problem, overlays }) => {
    if (!action.overlay) problem(['overlay'], '缺少弹窗配置 overlay')
    else if (!overlays.has(action.overlay.name)) problem(['overlay', 'name'], `未知的弹窗 "${action.overlay.name}"`)
  },
  run: ({ action, record = {}, scope, open }) => {
    if (!action.overlay) return
    const { name } = action.overlay
    const props = resolveMap(action.overlay.props, scope)
    open(({ close, reload }) => (
      <RegisteredOverlay name={name} record={record} props={props} onClose={close} onChanged={reload} />
    ))
  },
}

export default overlay
