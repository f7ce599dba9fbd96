import { describe, expect, it } from 'vitest'
import { hasAction, isActionEnabled, withheldByPrefix } from './permissions'

const source = {
  auth: [
    { action: 'user:add', type: '1', describe: '添加' },
    { action: 'user:form:mobile', type: '2', describe: '手机号可编辑' },
  ],
  allAuth: [
    { action: 'user:add', type: '1', status: '1' },
    { action: 'user:delete', type: '1', status: '1' },
    { action: 'user:import', type: '1', status: '0' },
    { action: 'user:form:birthday', type: '2', status: '1' },
    { action: 'user:form:mobile', type: '2', status: '1' },
    { action: 'user:form:email', type: '2', status: '0' },
  ],
}

describe('hasAction (first reading: status 0 means the rule is not enforced)', () => {
  it('keeps an element whose action the user holds', () => expect(hasAction('user:add', source)).toBe(true))
  it('removes an element whose action the user lacks', () => expect(hasAction('user:delete', source)).toBe(false))
  it('keeps an element whose global rule is invalid (status 0)', () =>
    expect(hasAction('user:import', source)).toBe(true))
  it('accepts a comma list when any action is held', () => expect(hasAction('user:delete,user:add', source)).toBe(true))
  it('answers for the lists it is given after permissions load again', () => {
    expect(hasAction('user:delete', source)).toBe(false)
    const reloaded = { ...source, auth: [...source.auth, { action: 'user:delete', type: '1' }] }
    expect(hasAction('user:delete', reloaded)).toBe(true)
    expect(withheldByPrefix('user:', reloaded)).toEqual([])
    expect(hasAction('user:delete', source)).toBe(false)
    expect(hasAction('user:import', { ...source, allAuth: [] })).toBe(false)
  })
  it('ignores data permissions (type 2) for buttons', () => expect(hasAction('user:form:mobile', source)).toBe(false))
  it('honours the form permission list', () =>
    expect(hasAction('user:delete', source, [{ action: 'user:delete', type: '1' }])).toBe(true))
  it('removes everything when the user holds no buttons', () =>
    expect(hasAction('user:add', { auth: [], allAuth: [] })).toBe(false))
})

describe('isActionEnabled (second reading: status 0 forbids)', () => {
  it('allows an action the user holds as a type-2 entry', () =>
    expect(isActionEnabled('user:form:mobile', source)).toBe(true))
  it('forbids an action whose default rule has status 0', () =>
    expect(isActionEnabled('user:form:email', source)).toBe(false))
  it('allows an action whose default rule has status 1', () =>
    expect(isActionEnabled('user:form:birthday', source)).toBe(true))
  it('denies a status-1 rule that the user list names with another type', () =>
    expect(
      isActionEnabled('user:form:birthday', { ...source, auth: [{ action: 'user:form:birthday', type: '1' }] }),
    ).toBe(false))
  it('allows an action without any rule', () => expect(isActionEnabled('anything', source)).toBe(true))
})

describe('withheldByPrefix', () => {
  it('lists enabled type-1 rules under the prefix that the user does not hold', () =>
    expect(withheldByPrefix('user:', source)).toEqual(['delete']))
})
