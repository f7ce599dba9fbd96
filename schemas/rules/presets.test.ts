import { describe, expect, it } from 'vitest'
import { checkRule, ruleOfPreset } from './checks'

/** Each JVxeTable pattern preset with one value it accepts and one it refuses, and the refusal's message. */
const PRESETS: [preset: string, passing: string, failing: string, message: string][] = [
  ['*', '甲', '', '该值不能为空'],
  ['n6-16', '123456', '12345', '请输入6到16位数字'],
  ['*6-16', 'ab 中文!?', 'a'.repeat(17), '请输入6到16位任意字符'],
  ['s6-18', 'abcDEF', 'abc123', '请输入6到18位字母'],
  ['url', 'https://jeecg.com/doc', 'jeecg.com', '请输入以http和https开头的网址'],
  ['e', 'zhang.san@example.com', 'zhang@', '邮箱格式不正确'],
  ['m', '19912345678', '12912345678', '请输入正确的手机号码'],
  ['p', '100080', '010080', '请输入正确的邮政编码'],
  ['s', 'abc', 'ab1', '请输入英文字符'],
  ['n', '-12.5', '12.', '请输入数字'],
  ['z', '-12', '1.5', '请输入整数'],
  ['money', '1999.99', '19.999', '请输入正确的金额，最多两位小数'],
]

describe('table column pattern presets in the rule catalogue', () => {
  it.each(PRESETS)('preset %s accepts %j and refuses %j', (preset, passing, failing, message) => {
    const rule = ruleOfPreset(preset)
    expect(rule).toBeDefined()
    expect(checkRule(rule!, passing)).toBeUndefined()
    expect(checkRule(rule!, failing)).toBe(message)
  })

  it('knows no preset it does not hold', () => {
    expect(ruleOfPreset('n6-15')).toBeUndefined()
  })
})
