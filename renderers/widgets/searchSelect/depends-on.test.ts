import { describe, expect, it } from 'vitest'
import { dependencyChanged, narrowedDictCode } from './depends-on'

describe('narrowedDictCode', () => {
  it("narrows a table dictionary to the form's values, joined to its own condition, and quotes what is typed", () => {
    expect(narrowedDictCode('ipr_contract,contract_name,id', [['customerId', 'c1']])).toBe(
      "ipr_contract,contract_name,id,customer_id='c1'",
    )
    expect(
      narrowedDictCode("ipr_expense,fee_name,id,fee_category!='2'", [
        ['caseId', "o'k"],
        ['customerId', ''],
      ]),
    ).toBe("ipr_expense,fee_name,id,(fee_category!='2') and case_id='o''k'")
    expect(narrowedDictCode('ipr_contract,contract_name,id', [['customerId', undefined]])).toBe(
      'ipr_contract,contract_name,id',
    )
  })

  it('counts a change only from a filled value, so loading a record does not clear its choice', () => {
    expect(dependencyChanged([undefined], ['c1'])).toBe(false)
    expect(dependencyChanged(['c1'], ['c1'])).toBe(false)
    expect(dependencyChanged(['c1'], ['c2'])).toBe(true)
    expect(dependencyChanged(['c1'], [undefined])).toBe(true)
  })
})
