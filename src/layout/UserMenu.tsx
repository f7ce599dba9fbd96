import { App, Avatar, Dropdown, type MenuProps } from 'antd'
import {
  ClusterOutlined,
  KeyOutlined,
  LogoutOutlined,
  SettingOutlined,
  SyncOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons'
import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { assetUrl } from '@/config/env'
import { useAppRoutes } from '@/router/routes-context'
import { saveDictCache } from '@/session/session-actions'
import { session } from '@/session/session-store'
import { signOut } from '@/session/sign-out'
import { accountApi } from './account-api'
import { HeaderNoticeSlot } from './HeaderNoticeSlot'
import { MenuSearch } from './MenuSearch'

// The account dialogs load when one is first opened.
const ChangePasswordModal = lazy(() =>
  import('./ChangePasswordModal').then((module) => ({ default: module.ChangePasswordModal })),
)
const DepartSelectModal = lazy(() =>
  import('./DepartSelectModal').then((module) => ({ default: module.DepartSelectModal })),
)

/** 清理缓存: the server rebuilds its dictionary cache, then the local copy is replaced by a fresh one. */
async function refreshDictionaries(): Promise<boolean> {
  try {
    const refreshed = await accountApi.refreshDictCache()
    if (!refreshed.success) return false
    const items = await accountApi.allDictItems()
    if (!items.success) return false
    saveDictCache(items.result ?? {})
    return true
  } catch {
    return false
  }
}

type Dialog = 'password' | 'depart'

/**
 * Dropdown entries that open a screen of the 个人页 menu group (hidden rows of the menu), shown only when the user's
 * menu grants the route: an entry must never lead to a 404.
 */
const ACCOUNT_PAGES = [
  { key: 'center', icon: <UserOutlined />, label: '个人中心', path: '/account/center' },
  { key: 'accountSettings', icon: <SettingOutlined />, label: '个人设置', path: '/account/settings/base' },
]

interface UserMenuProps {
  desktop: boolean
  mobile: boolean
  /** The settings drawer belongs to the layout: it must stay open while it switches the header between modes. */
  onOpenSettings: () => void
}

/** The header's right side: menu search, notices, the user's dropdown and logout. */
export function UserMenu({ desktop, mobile, onOpenSettings }: UserMenuProps) {
  const { userInfo } = useSnapshot(session)
  const { message, modal } = App.useApp()
  const [dialog, setDialog] = useState<Dialog>()
  const [menuOpen, setMenuOpen] = useState(false)
  const navigate = useNavigate()
  const { flat } = useAppRoutes()
  const accountPages = ACCOUNT_PAGES.filter((page) => flat.some(({ route }) => route.path === page.path))
  const close = () => setDialog(undefined)
  const username = userInfo?.username ?? ''

  const items: MenuProps['items'] = [
    ...accountPages.map(({ key, icon, label }) => ({ key, icon, label })),
    { key: 'settings', icon: <ToolOutlined />, label: '系统设置' },
    { key: 'password', icon: <KeyOutlined />, label: '密码修改' },
    { key: 'depart', icon: <ClusterOutlined />, label: '切换部门' },
    { key: 'cache', icon: <SyncOutlined />, label: '清理缓存' },
  ]

  const onItem = async (key: string) => {
    const accountPage = accountPages.find((page) => page.key === key)
    if (accountPage) {
      void navigate(accountPage.path)
    } else if (key === 'cache') {
      if (await refreshDictionaries()) message.success('刷新缓存完成！')
      else message.warning('刷新缓存失败！')
    } else if (key === 'settings') {
      onOpenSettings()
    } else if (key === 'password' && !username) {
      message.warning('当前系统无登录用户!')
    } else {
      setDialog(key as Dialog)
    }
  }

  const confirmLogout = () => {
    modal.confirm({
      title: '提示',
      content: '真的要注销登录吗 ?',
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        signOut().catch((error: unknown) => message.error(error instanceof Error ? error.message : String(error))),
    })
  }

  return (
    <div className="user-wrapper">
      <MenuSearch mobile={mobile} />
      <HeaderNoticeSlot />
      <Dropdown
        menu={{ items, onClick: ({ key }) => void onItem(key) }}
        placement="bottomRight"
        open={menuOpen}
        onOpenChange={setMenuOpen}
      >
        {/* Hover opens the menu for the mouse; Enter or Space on the button opens it from the keyboard. */}
        <button
          type="button"
          className="header-action user-dropdown"
          aria-label="用户菜单"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Avatar size="small" src={userInfo?.avatar ? assetUrl(userInfo.avatar) : undefined} icon={<UserOutlined />} />
          {desktop && <span className="user-name">欢迎您，{userInfo?.realname || username}</span>}
        </button>
      </Dropdown>
      <button type="button" className="header-action logout-link" aria-label="退出登录" onClick={confirmLogout}>
        <LogoutOutlined />
        {desktop && <span> 退出登录</span>}
      </button>
      <Suspense fallback={null}>
        {dialog === 'password' && <ChangePasswordModal username={username} open onClose={close} />}
        {dialog === 'depart' && <DepartSelectModal username={username} open onClose={close} />}
      </Suspense>
    </div>
  )
}
