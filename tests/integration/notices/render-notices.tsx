import { render, screen } from '@testing-library/react'
import { App as AntApp } from 'antd'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { flattenRoutes, type AppRoute } from '@/router/menu-routes'
import { RoutesContext } from '@/router/routes-context'
import { AppEngine } from '@/engine/AppEngine'

/** A menu with the page a `component` notice opens. */
export const ROUTES: AppRoute[] = [
  {
    path: '/isps/userAnnouncement',
    component: 'system/UserAnnouncementList',
    hidden: false,
    alwaysShow: false,
    meta: { title: '我的消息' },
    children: [],
  },
  {
    path: '/biz/contract',
    component: 'biz/ContractList',
    hidden: false,
    alwaysShow: false,
    meta: { title: '合同' },
    children: [],
  },
]

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

export function renderWithShell(node: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/dashboard/analysis']}>
      <RoutesContext.Provider value={{ routes: ROUTES, flat: flattenRoutes(ROUTES) }}>
        <AntApp>
          <AppEngine>
            {node}
            <LocationProbe />
          </AppEngine>
        </AntApp>
      </RoutesContext.Provider>
    </MemoryRouter>,
  )
}

export const currentLocation = () => screen.getByTestId('location').textContent
