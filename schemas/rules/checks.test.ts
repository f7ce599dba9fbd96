import { describe, expect, it } from 'vitest'
import { validateRules } from '@renderers/generated/validate/rules'
import common from './common.json'
import { checkRule } from './checks'

describe('rule catalogue', () => {
  it('conforms to its meta-schema', () => {
    expect(validateRules(common), JSON.stringify(validateRules.errors)).toBe(true)
  })

  it.each([
    ['mobile', '', '请输入手机号'],
    ['mobile', '12345678901', '请输入正确手机号'],
    ['mobile', '13812345678', undefined],
    ['username', '', '请输入用户名'],
    ['username', 'ab-c', '只允许字母、数字、下划线'],
    ['username', 'abc', '长度6到18个字符'],
    ['username', 'abcd', undefined],
    ['username', 'a'.repeat(19), '长度6到18个字符'],
    ['email', '', undefined],
    ['email', 'a@b', '邮箱格式不正确'],
    ['email', 'a.b@example.com', undefined],
    ['naturalNumber', '1.5', '请输入自然数'],
    ['letters', 'ab1', '请输入英文字符'],
    ['landline', '010-1234567', undefined],
    ['landline', '12-34', '请输入正确的座机号'],
    ['bankCard', '0123456789', '请输入正确的银行卡号码'],
    ['bankCard', '6222021234567890', undefined],
    ['idNumber', 'A1-2', '请输入正确的证件号码'],
    ['idCard', '11010519491231002X', undefined],
    ['idCard', '1234', '请输入正确的身份证号码'],
    ['qq', '1234', '请输入正确的QQ号码'],
    ['yearMonth', '2026-13', '请输入yyyy-MM格式的月份'],
    ['yearMonth', '2026-05', undefined],
    ['percent', '100.5', '请输入0到100之间的百分比，最多两位小数'],
    ['percent', '12.5', undefined],
    ['qq', '12345', undefined],
    ['url', 'ftp://x', '请输入以http和https开头的网址'],
    ['url', 'https://example.com', undefined],
    ['lettersDigits', 'a'.repeat(21), '请输入20位以内的英文字符和数字'],
    ['chineseEnglish', '张', '请输入2到100位的中英文字符和空格'],
    ['chineseEnglish', '张 San', undefined],
    ['digitsLines', '12\n34', undefined],
    ['digitsLines', '12a', '请输入数字和换行符'],
    ['max255', 'x'.repeat(256), '请输入255位以内的字符'],
  ])('%s(%j) → %s', (name, value, message) => {
    expect(checkRule(name, value)).toBe(message)
  })

  it('takes parameters for lengths, choices and field comparison', () => {
    expect(checkRule('minChars', 'ab', 3)).toBe('最小长度3位字符')
    expect(checkRule('maxChars', 'abcd', 3)).toBe('最大长度3位字符')
    expect(checkRule('minSelected', ['a'], 2)).toBe('最少选择2项')
    expect(checkRule('maxSelected', 'a,b,c', 2)).toBe('最多选择2项')
    expect(checkRule('confirmPassword', 'x', 'password', { password: 'y' })).toBe('两次输入的密码不一样！')
    expect(checkRule('confirmPassword', 'y', 'password', { password: 'y' })).toBeUndefined()
    expect(() => checkRule('nope', 'x')).toThrow('Unknown validation rule "nope"')
  })

  it('bounds numbers, refusing what is no number, and keeps an end from coming before its start', () => {
    expect(checkRule('nonNegative', -100)).toBe('不能为负数')
    expect(checkRule('nonNegative', 0)).toBeUndefined()
    expect(checkRule('nonNegative', 'abc')).toBe('不能为负数')
    expect(checkRule('percent', 100.5)).toBe('请输入0到100之间的百分比，最多两位小数')
    expect(checkRule('percent', -5)).toBe('请输入0到100之间的百分比，最多两位小数')
    expect(checkRule('percent', 12.5)).toBeUndefined()
    expect(checkRule('min', 0, 1)).toBe('不能小于1')
    expect(checkRule('max', 25, 24)).toBe('不能大于24')
    expect(checkRule('integer', 2.5)).toBe('请输入整数')
    const dates = { startDate: '2026-05-02' }
    const titleOf = (field: string) => (field === 'startDate' ? '有效期起' : undefined)
    expect(checkRule('notBefore', '2026-05-01', 'startDate', dates, titleOf)).toBe('不能早于有效期起')
    expect(checkRule('notBefore', '2026-05-01', 'startDate', dates)).toBe('不能早于startDate')
    expect(checkRule('notBefore', '2026-05-02', 'startDate', dates)).toBeUndefined()
    expect(checkRule('notBefore', '2026-05-01', 'startDate', {})).toBeUndefined()
  })

  it.each([
    ['13812345678', undefined],
    ['010-12345678', undefined],
    ['0571-8888888-123', undefined],
    ['abc电话123', '请输入正确的手机号或座机号'],
    ['1381234567', '请输入正确的手机号或座机号'],
  ])('phone(%j) → %s', (value, message) => {
    expect(checkRule('phone', value)).toBe(message)
  })
})
