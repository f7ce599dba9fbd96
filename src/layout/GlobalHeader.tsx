import { Layout } from 'antd'
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { memo, useState, type CSSProperties } from 'react'
import { useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { platformName } from '@/config/env'
import type { FlatRoute } from '@/router/menu-routes'
import { session } from '@/session/session-store'
import type { Device } from './device'
import { greetingFor, restSuggestion } from './greeting'
import { Logo } from './Logo'
import { NavMenu } from './NavMenu'
import type { LayoutMode, NavTheme } from './settings-store'
import { UserMenu } from './UserMenu'

interface GlobalHeaderProps {
  mode: LayoutMode
  theme: NavTheme
  device: Device
  /** The side menu is collapsed (or, on mobile, the menu drawer is closed). */
  collapsed: boolean
  onToggle: () => void
  onOpenSettings: () => void
  flat: FlatRoute[]
  style?: CSSProperties
}

function Trigger({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const Icon = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined
  return (
    <button
      type="button"
      className="header-trigger"
      aria-label={collapsed ? '展开菜单' : '收起菜单'}
      onClick={onToggle}
    >
      <Icon />
    </button>
  )
}

/**
 * Time-of-day greeting with a rest suggestion picked once per visit (./greeting). The header is drawn again only when
 * its props change; the greeting follows each navigation itself, so a page opened after noon says 下午好.
 */
function Welcome() {
  useLocation()
  const { userInfo } = useSnapshot(session)
  const [suggestion] = useState(() => restSuggestion())
  return (
    <span className="header-welcome">
      {greetingFor()}，{userInfo?.realname || userInfo?.username}，欢迎进入{platformName}
      <span className="header-suggestion">{suggestion}</span>
    </span>
  )
}

/**
 * The header of both navigation modes. Side menu: collapse toggle, the welcome text on desktop and the user area.
 * Top menu: logo, horizontal menu (a drawer toggle on mobile) and the user area in a 360 px right block. Drawn again
 * only when its props change: not on every navigation.
 */
export const GlobalHeader = memo(function GlobalHeader({
  mode,
  theme,
  device,
  collapsed,
  onToggle,
  onOpenSettings,
  flat,
  style,
}: GlobalHeaderProps) {
  const desktop = device === 'desktop'
  const mobile = device === 'mobile'
  if (mode === 'sidemenu') {
    return (
      <Layout.Header className="global-header" style={style}>
        <Trigger collapsed={collapsed} onToggle={onToggle} />
        {desktop ? <Welcome /> : <span className="header-welcome">{platformName}</span>}
        <UserMenu desktop={desktop} mobile={mobile} onOpenSettings={onOpenSettings} />
      </Layout.Header>
    )
  }
  return (
    <Layout.Header className={`global-header top-nav-header ${theme}`} style={style}>
      <div className="header-index-wide">
        <div className="header-index-left">
          <Logo showTitle={!mobile} theme={theme} />
          {mobile ? (
            <Trigger collapsed={collapsed} onToggle={onToggle} />
          ) : (
            <NavMenu mode="horizontal" theme={theme} flat={flat} />
          )}
        </div>
        <div className="header-index-right">
          <UserMenu desktop={desktop} mobile={mobile} onOpenSettings={onOpenSettings} />
        </div>
      </div>
    </Layout.Header>
  )
})
