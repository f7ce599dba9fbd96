import { describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import { isKnownMenuIcon } from './MenuIcon'

describe('menu icons', () => {
  it('draws every icon the built-in menu names, not the fallback', () => {
    const names = createDatabase()
      .table('sys_permission')
      .list()
      .map((row) => row.icon)
      .filter((icon): icon is string => typeof icon === 'string' && icon !== '')
    expect(names.length).toBeGreaterThan(20)
    expect(names.filter((name) => !isKnownMenuIcon(name))).toEqual([])
  })

  it('reads antd v3 names and v4 component names alike', () => {
    expect(isKnownMenuIcon('safety-certificate')).toBe(true)
    expect(isKnownMenuIcon('SafetyCertificateOutlined')).toBe(true)
    expect(isKnownMenuIcon('no-such-icon')).toBe(false)
  })
})
