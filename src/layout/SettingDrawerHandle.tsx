import { SettingOutlined } from '@ant-design/icons'

/**
 * The floating handle of development builds (spec: the drawer is "for preview in development"). Production builds
 * reach the same drawer through 系统设置 in the user menu.
 */
export function SettingDrawerHandle({ onOpen }: { onOpen: () => void }) {
  if (!import.meta.env.DEV) return null
  return (
    <button type="button" className="setting-drawer-handle" aria-label="打开系统设置" onClick={onOpen}>
      <SettingOutlined />
    </button>
  )
}
