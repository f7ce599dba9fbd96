import { describe, expect, it } from 'vitest'
import { chosenRuleCode, ruleCodeProblem } from './rule-code-choice'

const BY_TYPE = { field: 'businessType', codes: { '1': 'patent_app_no', '2': 'trademark_reg_no' } }

describe('a ruleCode chosen by another field', () => {
  it('takes the code of the chosen value, none for a value without one or no value yet', () => {
    expect(chosenRuleCode('common', {})).toBe('common')
    expect(chosenRuleCode(BY_TYPE, { businessType: '1' })).toBe('patent_app_no')
    expect(chosenRuleCode(BY_TYPE, { businessType: 2 })).toBe('trademark_reg_no')
    expect(chosenRuleCode(BY_TYPE, { businessType: '3' })).toBeUndefined()
    expect(chosenRuleCode(BY_TYPE, {})).toBeUndefined()
  })

  it('tells a schema author what a malformed one lacks', () => {
    expect(ruleCodeProblem('common')).toBeUndefined()
    expect(ruleCodeProblem(BY_TYPE)).toBeUndefined()
    for (const broken of ['', { field: 'businessType' }, { codes: {} }, { field: 'x', codes: { '1': 3 } }, ['a']])
      expect(ruleCodeProblem(broken)).toMatch(/^ruleCode 应为校验规则编码/)
  })
})
