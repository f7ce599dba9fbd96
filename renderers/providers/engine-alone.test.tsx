import { render, screen, within } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { describe, expect, it } from 'vitest'
import positions from '@schemas/pages/system/SysPositionList.json'
import { SchemaPage } from '../schema/SchemaPage'
import type { DataProvider } from './data-provider'
import type { DictionaryProvider } from './dictionary-provider'
import { EngineProvider } from './EngineProvider'
import type { EngineServices } from './engine-services'

const ok = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 })

const ROWS = [
  { id: '1', code: 'CEO', name: '总经理', postRank: '1', createTime: '2024-01-02 09:00:00' },
  { id: '2', code: 'DEV', name: '开发工程师', postRank: '3', createTime: '2024-03-04 10:30:00' },
]

/** Every read answers the two positions; what the engine asked for is kept. */
function fakeData(asked: string[]): DataProvider {
  const answer = <T,>(url: string, result: unknown) => {
    asked.push(url)
    return Promise.resolve(ok(result as T))
  }
  const refuse = () => Promise.reject(new Error('not in this test'))
  return {
    list: ({ url }) => answer(url, { records: ROWS, total: ROWS.length }),
    get: ({ url }) => answer(url, {}),
    create: refuse,
    update: refuse,
    delete: refuse,
    call: refuse,
    download: refuse,
    upload: refuse,
  }
}

const RANKS = [
  { value: '1', text: '高层', title: '高层', label: '高层' },
  { value: '3', text: '员工', title: '员工', label: '员工' },
]

const dictionaries: DictionaryProvider = {
  cached: (code) => (code === 'position_rank' ? RANKS : undefined),
  cachedCodes: () => ['position_rank'],
  items: () => Promise.resolve(ok(RANKS)),
  search: () => Promise.resolve(ok([])),
  texts: () => Promise.resolve(ok([])),
  tree: () => Promise.resolve(ok([])),
}

function services(asked: string[]): EngineServices {
  return {
    data: fakeData(asked),
    session: {
      user: { id: 'u1', username: 'tester' },
      tenantId: '0',
      token: 't1',
      signOut: () => undefined,
      can: () => true,
      withheld: () => [],
      updateUser: () => undefined,
      preferences: { read: () => undefined, write: () => undefined },
    },
    dictionaries,
    environment: { apiBaseUrl: '/api', assetUrl: (path) => `/files/${path}` },
    components: { form: {}, overlays: {}, pageLoading: () => null },
  }
}

describe('the engine on its own', () => {
  it('renders a bundled list page from what a fake data provider answers, with no HTTP client and no server', async () => {
    const asked: string[] = []
    render(
      <AntApp>
        <EngineProvider services={services(asked)}>
          <SchemaPage schema={positions} source="schemas/pages/system/SysPositionList.json" />
        </EngineProvider>
      </AntApp>,
    )
    const row = (await screen.findByText('开发工程师')).closest('tr')!
    expect(within(row).getByText('DEV')).toBeInTheDocument()
    expect(within(row).getByText('员工')).toBeInTheDocument()
    expect(screen.getByText('总经理')).toBeInTheDocument()
    // The page names no endpoint: its entity's controller (x-resource) gives /sys/position/list.
    expect(asked).toContain('/sys/position/list')
  })
})
