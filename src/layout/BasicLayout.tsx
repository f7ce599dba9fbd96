import { Layout } from 'antd'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { LazyDrawer } from '@renderers'
import { STATIC_PAGES } from '@/pages/registry'
import { useAppRoutes } from '@/router/routes-context'
import { useDevice } from './device'
import { GlobalFooter } from './GlobalFooter'
import { GlobalHeader } from './GlobalHeader'
import { KeepAliveOutlet } from './KeepAliveOutlet'
import { Logo } from './Logo'
import { MultiTab } from './MultiTab'
import { NavMenu } from './NavMenu'
import { PageContent } from './PageContent'
import { breadcrumbsFor, documentTitle, matchRoute, pageTitle, withStaticPages } from './route-match'
import { recordTitles } from './record-titles'
import { SettingDrawerHandle } from './SettingDrawerHandle'
import { settings, settingsActions } from './settings-store'
import { tabKeyOf, visitTab } from './tabs-store'
import './layout.css'

// The display settings load when first opened; the shell's first paint does not wait for their widgets.
const SettingDrawer = lazy(() => import('./SettingDrawer').then((module) => ({ default: module.SettingDrawer })))

const SIDER_WIDTH = 200
/** The fixed side menu is the original's SideMenu component, 208 px wide rather than the sider's 200. */
const FIXED_SIDER_WIDTH = 208
const COLLAPSED_SIDER_WIDTH = 80
const HEADER_HEIGHT = 64
const AUTO_HIDE_AFTER_PX = 100
/** The workflow editor holds a live diagram that must start fresh: never kept alive, whatever its menu's keepAlive. */
const NEVER_KEPT_ALIVE = new Set(['bpm/ModelEditor'])

/** True once the window scrolled more than 100 px, while `enabled`. */
function useScrolledPast(enabled: boolean): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const onScroll = () => setPast(window.scrollY > AUTO_HIDE_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [enabled])
  return enabled && past
}

/**
 * The tab (and kept-alive page) an address belongs to, keyed by the address it opened at: a page that rewrites its
 * own query in place (a replace on the same path: a list's scope tab and search) stays the same page, and an address
 * a page rewrote itself to finds that page again.
 */
function usePageKey(pathname: string, search: string): string {
  const navigation = useNavigationType()
  const address = `${pathname}${search}`
  const [shown, setShown] = useState({ key: address, pathname, address })
  if (shown.address === address) return shown.key
  const key = navigation === NavigationType.Replace && shown.pathname === pathname ? shown.key : tabKeyOf(address)
  setShown({ key, pathname, address })
  return key
}

/**
 * The signed-in frame: side or top navigation, responsive (sidebar closed
 * under 1088 px, a menu drawer under 768 px), header, tabs, page header and the routed page.
 */
export function BasicLayout() {
  const { flat: menuFlat } = useAppRoutes()
  const flat = useMemo(() => withStaticPages(menuFlat, STATIC_PAGES), [menuFlat])
  const display = useSnapshot(settings)
  const device = useDevice()
  const { pathname, search, key: visit } = useLocation()
  const mobile = device === 'mobile'
  const topmenu = display.layout === 'topmenu'

  // The stored choice applies on desktop; a tablet-width window starts and turns collapsed without storing that.
  const [collapsed, setCollapsed] = useState(() => device === 'tablet' || !display.sidebarOpened)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [previousDevice, setPreviousDevice] = useState(device)
  if (previousDevice !== device) {
    setPreviousDevice(device)
    if (device === 'tablet') setCollapsed(true)
    if (device === 'desktop') setCollapsed(!display.sidebarOpened)
    setDrawerOpen(false)
  }
  // The header's props keep their identity, so a navigation does not draw it again (memo in GlobalHeader).
  const toggle = useCallback(() => {
    if (mobile) {
      setDrawerOpen(!drawerOpen)
      return
    }
    const next = !collapsed
    setCollapsed(next)
    settingsActions.setSidebarOpened(!next)
  }, [mobile, drawerOpen, collapsed])
  const openSettings = useCallback(() => setSettingsOpen(true), [])

  const current = useMemo(() => matchRoute(flat, pathname, search), [flat, pathname, search])
  const named = useSnapshot(recordTitles)[pathname]
  const title = named ?? pageTitle(pathname, current)
  const pageKey = usePageKey(pathname, search)
  const address = `${pathname}${search}`
  const multipage = display.multipage && !mobile
  const keepAlive = multipage && !!current?.route.meta.keepAlive && !NEVER_KEPT_ALIVE.has(current.route.component)

  // Every visit (each history entry has its key), not only a change of address: a page whose tab was closed and that
  // was opened again before the move to its neighbour drew is drawn at the same address, and must get its tab back.
  useEffect(() => {
    // The site root is no page: its index route sends the user on to the home page, whose tab opens then.
    if (pathname === '/') return
    visitTab({ key: pageKey, title, keepAlive, path: address }, multipage)
  }, [visit, pathname, pageKey, title, keepAlive, multipage, address])

  useEffect(() => {
    document.title = documentTitle(pathname, title)
  }, [pathname, title])

  useEffect(() => {
    document.body.classList.toggle('colorWeak', display.colorWeak)
    return () => document.body.classList.remove('colorWeak')
  }, [display.colorWeak])

  const fixedSidebar = !topmenu && display.fixedSidebar && !mobile
  const siderWidth = collapsed ? COLLAPSED_SIDER_WIDTH : fixedSidebar ? FIXED_SIDER_WIDTH : SIDER_WIDTH
  const showSider = !topmenu && !mobile
  const fixedHeader = display.fixedHeader
  const headerHidden = useScrolledPast(fixedHeader && display.autoHideHeader)
  const fluid = topmenu && display.contentWidth === 'Fluid'

  const headerStyle = useMemo<CSSProperties>(
    () =>
      fixedHeader
        ? {
            position: 'fixed',
            top: 0,
            right: 0,
            zIndex: 9,
            width: showSider ? `calc(100% - ${siderWidth}px)` : '100%',
            transform: headerHidden ? `translateY(-${HEADER_HEIGHT}px)` : undefined,
          }
        : {},
    [fixedHeader, showSider, siderWidth, headerHidden],
  )

  const menu = (
    <NavMenu
      mode="inline"
      theme={display.navTheme}
      collapsed={showSider && collapsed}
      flat={flat}
      onNavigate={() => setDrawerOpen(false)}
    />
  )

  return (
    <Layout
      className={`basic-layout ${device} ${display.layout} content-width-${fluid ? 'Fluid' : 'Fixed'}`}
      hasSider={showSider}
    >
      {showSider && (
        <Layout.Sider
          className={`app-sider ${display.navTheme}${fixedSidebar ? ' fixed' : ''}`}
          theme={display.navTheme}
          width={siderWidth}
          collapsedWidth={COLLAPSED_SIDER_WIDTH}
          collapsed={collapsed}
          trigger={null}
        >
          <Logo showTitle={!collapsed} theme={display.navTheme} />
          {menu}
        </Layout.Sider>
      )}
      {/* Only a phone-width window navigates through a drawer, so a desktop never fetches one. */}
      {mobile && (
        <LazyDrawer
          rootClassName={`menu-drawer ${display.navTheme}`}
          placement="left"
          width={SIDER_WIDTH}
          closable={false}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          <Logo showTitle theme={display.navTheme} />
          {menu}
        </LazyDrawer>
      )}
      <Layout className="main-layout" style={{ paddingLeft: fixedSidebar ? siderWidth : 0 }}>
        <GlobalHeader
          mode={display.layout}
          theme={display.navTheme}
          device={device}
          collapsed={mobile ? !drawerOpen : collapsed}
          onToggle={toggle}
          onOpenSettings={openSettings}
          flat={flat}
          style={headerStyle}
        />
        <Layout.Content style={{ paddingTop: fixedHeader ? HEADER_HEIGHT : 0 }}>
          {multipage && <MultiTab />}
          <div className="page-wide">
            <PageContent meta={current?.route.meta ?? {}} title={title} crumbs={breadcrumbsFor(current)} />
            <div className="page-body">
              <KeepAliveOutlet pageKey={pageKey} keepAlive={keepAlive} />
            </div>
          </div>
        </Layout.Content>
        <GlobalFooter />
      </Layout>
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingDrawer open onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      <SettingDrawerHandle onOpen={() => setSettingsOpen(true)} />
    </Layout>
  )
}
