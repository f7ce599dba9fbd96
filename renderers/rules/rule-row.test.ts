import { describe, expect, it } from 'vitest'
import { createForm } from '@formily/core'
import { registerRules } from './formily-rules'

registerRules()

describe('a rule comparing fields in a form', () => {
  it('compares with the field of its own row and names it by its title, the typed value kept', async () => {
    const form = createForm({ values: { startDate: '2026-06-01', rows: [{ from: '2026-01-02', to: '2026-01-01' }] } })
    form.createField({ name: 'startDate', title: '有效期起' })
    const end = form.createField({ name: 'endDate', validator: [{ notBefore: 'startDate' }] })
    form.createArrayField({ name: 'rows' })
    form.createObjectField({ name: '0', basePath: 'rows' })
    form.createField({ name: 'from', basePath: 'rows.0', title: '起' })
    const to = form.createField({ name: 'to', basePath: 'rows.0', validator: [{ notBefore: 'from' }] })
    end.setValue('2026-05-31')
    await Promise.allSettled([end.validate(), to.validate()])
    expect(end.selfErrors).toEqual(['不能早于有效期起'])
    expect(end.value).toBe('2026-05-31')
    expect(to.selfErrors).toEqual(['不能早于起'])
    end.setValue('2026-06-01')
    await end.validate()
    expect(end.selfErrors).toEqual([])
  })
})
