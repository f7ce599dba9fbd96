import type { Rule } from 'antd/es/form'

/** Mainland mobile numbers as the sign-in forms accept them. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/

export const mobileRules: Rule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: MOBILE_PATTERN, message: '请输入正确的手机号' },
]
