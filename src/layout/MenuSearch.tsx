import { App, Select } from 'antd'
import { SearchOutlined } from '@ant-design/icons'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { LazyModal } from '@renderers'
import { useAppRoutes } from '@/router/routes-context'
import type { AppRoute } from '@/router/menu-routes'
import { openMenuRoute } from './NavMenu'

/** Container views only hold other menus; they are not destinations, so menu search leaves them out. */
const CONTAINER_VIEWS = new Set(['layouts/RouteView', 'layouts/PageView'])

/** Every visible menu destination, depth first, as the original's searchMenus collected them. */
export function searchableRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [
    ...(!route.hidden && !CONTAINER_VIEWS.has(route.component) ? [route] : []),
    ...searchableRoutes(route.children),
  ])
}

function SearchSelect({ onChosen, onBlur }: { onChosen: () => void; onBlur?: () => void }) {
  const { routes } = useAppRoutes()
  const navigate = useNavigate()
  const { message } = App.useApp()
  const [text, setText] = useState('')
  const candidates = useMemo(() => searchableRoutes(routes), [routes])
  const needle = text.trim().toLowerCase()
  const options = needle
    ? candidates
        .filter((route) => (route.meta.title ?? '').toLowerCase().includes(needle))
        .map((route) => ({ value: route.path, label: route.meta.title }))
    : []

  return (
    <Select
      className="menu-search-input"
      aria-label="搜索菜单"
      showSearch
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the box replaces the search button the user just pressed, so focus must follow into it
      autoFocus
      suffixIcon={null}
      placeholder="搜索菜单"
      value={null}
      searchValue={text}
      filterOption={false}
      options={options}
      notFoundContent={needle ? '没有查询到任何数据' : null}
      onSearch={setText}
      onInputKeyDown={(event) => {
        if (event.key === 'Enter' && !needle) message.warning('请输入搜索内容')
      }}
      onSelect={(path) => {
        if (!path) return
        setText('')
        openMenuRoute(
          candidates.find((route) => route.path === path),
          path,
          navigate,
        )
        onChosen()
      }}
      onBlur={onBlur}
    />
  )
}

/** Menu search: a search box in the header on larger screens, a dialog (fetched on a phone only) on mobile. */
export function MenuSearch({ mobile }: { mobile: boolean }) {
  const [open, setOpen] = useState(false)
  const trigger = (
    <button type="button" className="header-action" aria-label="搜索菜单" onClick={() => setOpen(true)}>
      <SearchOutlined />
    </button>
  )
  if (mobile) {
    return (
      <>
        {trigger}
        <LazyModal title="搜索菜单" open={open} footer={null} destroyOnHidden onCancel={() => setOpen(false)}>
          <SearchSelect onChosen={() => setOpen(false)} />
        </LazyModal>
      </>
    )
  }
  return open ? <SearchSelect onChosen={() => setOpen(false)} onBlur={() => setOpen(false)} /> : trigger
}
