import { Layout, Menu, Modal, Space, Typography } from 'antd'
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { useMemo, useState } from 'react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { platformName } from '@/config/env'
import { useAppRoutes } from '@/router/routes-context'
import { session } from '@/session/session-store'
import { signOut } from '@/session/sign-out'
import { toMenuItems } from './menu-items'

const { Header, Sider, Content, Footer } = Layout

/** The signed-in frame: side menu from the server's permissions, header with the user and logout. */
export function BasicLayout() {
  const { routes, flat } = useAppRoutes()
  const { userInfo } = useSnapshot(session)
  const location = useLocation()
  const navigate = useNavigate()
  const [collapsed, setCollapsed] = useState(false)
  const items = useMemo(() => toMenuItems(routes), [routes])
  const current = flat.find(({ route }) => route.path === location.pathname)
  const openKeys = current?.chain.slice(0, -1).map((route) => route.path) ?? []
  const [opened, setOpened] = useState<string[]>(openKeys)

  const onMenuClick = (path: string) => {
    const target = flat.find(({ route }) => route.path === path)?.route
    if (target?.meta.internalOrExternal && target.meta.url) window.open(target.meta.url, '_blank', 'noopener')
    else navigate(path)
  }

  const confirmLogout = () =>
    Modal.confirm({
      title: '提示',
      content: '真的要注销登录吗 ?',
      okText: '确定',
      cancelText: '取消',
      onOk: () => signOut(),
    })

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider collapsible collapsed={collapsed} trigger={null} width={200} collapsedWidth={80} theme="dark">
        <Link to="/dashboard/analysis" style={{ display: 'flex', alignItems: 'center', height: 64, padding: '0 24px', gap: 12 }}>
          <img src="/logo.svg" alt="logo" width={32} height={32} />
          {!collapsed && <span style={{ color: '#fff', fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden' }}>{platformName}</span>}
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={current ? [current.route.path] : []}
          openKeys={collapsed ? undefined : opened}
          onOpenChange={(keys) => setOpened(keys.slice(-1))}
          onClick={({ key }) => onMenuClick(String(key))}
        />
      </Sider>
      <Layout>
        <Header style={{ background: '#fff', padding: '0 16px', display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <span onClick={() => setCollapsed(!collapsed)} style={{ cursor: 'pointer', fontSize: 18 }} aria-label="折叠菜单">
            {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </span>
          <Space size="large">
            <Typography.Text>欢迎您，{userInfo?.realname ?? userInfo?.username}</Typography.Text>
            <a onClick={confirmLogout}>
              <LogoutOutlined /> 退出登录
            </a>
          </Space>
        </Header>
        <Content style={{ margin: 16 }}>
          <Outlet />
        </Content>
        <Footer style={{ textAlign: 'center' }}>Copyright © 2021 {platformName}</Footer>
      </Layout>
    </Layout>
  )
}
