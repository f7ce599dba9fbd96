import { describe, expect, it } from 'vitest'
import { endpoint } from './endpoint'

describe('endpoint', () => {
  it('sends the key as a parameter to a plain url', () => {
    expect(endpoint('/sys/role/delete', { record: { id: 'r1' } }, { id: 'r1' })).toEqual({
      url: '/sys/role/delete',
      params: { id: 'r1' },
    })
  })

  it('puts the key in the path when the url has placeholders, and sends no parameters', () => {
    const scope = { record: { id: 'r1' }, selectedIds: 'a,b' }
    expect(endpoint('/online/cgform/api/form/f1/{{record.id}}', scope, { id: 'r1' })).toEqual({
      url: '/online/cgform/api/form/f1/r1',
      params: {},
    })
    expect(endpoint('/online/cgform/api/form/f1/{{selectedIds}}', scope, { ids: 'a,b' }).url).toBe(
      '/online/cgform/api/form/f1/a,b',
    )
  })
})
