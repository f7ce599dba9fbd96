import { describe, expect, it } from 'vitest'
import catalogue from '../../../../schemas/rules/common.json'
import { MOBILE_PATTERN, mobileRules } from './validators'

describe('the sign-in pages’ mobile rule', () => {
  it('is the Mobile rule of the rule catalogue: same pattern, same messages', () => {
    const [required, pattern] = catalogue.rules.mobile.checks
    expect(MOBILE_PATTERN.source).toBe(pattern.pattern)
    expect(mobileRules).toEqual([
      { required: true, message: required.message },
      { pattern: MOBILE_PATTERN, message: pattern.message },
    ])
  })
})
