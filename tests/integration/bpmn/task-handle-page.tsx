import { render } from '@testing-library/react'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { AppEngine } from '@/engine/AppEngine'
import TaskHandle from '@/pages/bpm/TaskHandle'

/** Where the app went: the path and query of the route it navigated to. */
export function Location() {
  const location = useLocation()
  return <p data-testid="location">{location.pathname + location.search}</p>
}

/** The 办理 page at `href` (`/bpm/task/handle?taskId=…`), in the app's providers; 我的待办 shows where it returned. */
export const renderTaskHandle = (href: string) =>
  render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <AppEngine>
          <MemoryRouter initialEntries={[href]}>
            <Routes>
              <Route path="/bpm/task/handle" element={<TaskHandle />} />
              <Route path="/bpm/task/todo" element={<Location />} />
            </Routes>
          </MemoryRouter>
        </AppEngine>
      </AntApp>
    </ConfigProvider>,
  )
