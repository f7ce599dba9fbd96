import { describe, expect, it } from 'vitest'
import { dependencyChanged, narrowedDictCode } from './depends-on'

describe('narrowedDictCode', () => {
  it("narrows a table dictionary to the form's values, joined to its own condition, and quotes what is typed", () => {
    expect(narrowedDictCode('sys_user,realname,id', [['departId', 'c1']])).toBe("sys_user,realname,id,depart_id='c1'")
    expect(
      narrowedDictCode("sys_position,name,id,post_rank!='2'", [
        ['orgCode', "o'k"],
        ['departId', ''],
      ]),
    ).toBe("sys_position,name,id,(post_rank!='2') and org_code='o''k'")
    expect(narrowedDictCode('sys_user,realname,id', [['departId', undefined]])).toBe('sys_user,realname,id')
  })

  it('counts a change only from a filled value, so loading a record does not clear its choice', () => {
    expect(dependencyChanged([undefined], ['c1'])).toBe(false)
    expect(dependencyChanged(['c1'], ['c1'])).toBe(false)
    expect(dependencyChanged(['c1'], ['c2'])).toBe(true)
    expect(dependencyChanged(['c1'], [undefined])).toBe(true)
  })
})
