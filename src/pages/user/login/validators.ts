import type { Rule } from 'antd/es/form'

/**
 * The shared mobile rule (11 digits, 1 then 3/4/5/7/8), written out rather than read from schemas/rules so the
 * sign-in route does not carry the whole rule catalogue; validators.test.ts keeps the two identical.
 */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/

export const mobileRules: Rule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: MOBILE_PATTERN, message: '请输入正确手机号' },
]
