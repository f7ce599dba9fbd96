import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ListPageSchema } from '../../generated/schema-language'
import { actionOf } from '../../../tests/support/action-context'
import link from './link'

const toDesigner = actionOf('link', { link: { path: '/bpm/designer', query: { id: '{{ record.id }}' } } })

describe('link', () => {
  it('draws a router link to the app route with the row in its query', () => {
    const cell = link.cell!(toDesigner, { record: { id: 'm1' } }, '设计') as ReactElement<{ to: string }>
    expect(cell.props.to).toBe('/bpm/designer?id=m1')
  })

  it('draws nothing for a path that leaves the app', () => {
    const away = actionOf('link', { link: { path: 'https://example.com' } })
    expect(link.cell!(away, { record: {} }, '打开')).toBeNull()
  })

  it('is a row action only, and needs its link', () => {
    const problems: string[] = []
    link.check!(actionOf('link'), {
      page: { kind: 'list' } as ListPageSchema,
      inToolbar: true,
      problem: (at, message) => void problems.push(`${at.join('/')} ${message}`),
      list: vi.fn(),
      form: vi.fn(),
      overlays: new Set<string>(),
    })
    expect(problems).toEqual(['link 缺少链接配置 link', 'kind 链接操作只能用于行操作 rowActions'])
  })
})
