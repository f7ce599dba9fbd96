import { describe, expect, it } from 'vitest'
import { fillPlaceholders, placeholdersOf } from './template-placeholders'

describe('a template filled with test data', () => {
  it('fills each placeholder, dotted paths included, and lists the ones the data lacks', () => {
    expect(
      fillPlaceholders(
        '${name}，您的案件 ${case.no} 将于${ due }到期，${who}',
        '{"name":"张三","case":{"no":"P-1"},"due":"5月1日"}',
      ),
    ).toEqual({
      ok: true,
      text: '张三，您的案件 P-1 将于5月1日到期，${who}',
      missing: ['who'],
    })
  })

  it('takes empty test data as no data', () => {
    expect(fillPlaceholders('您好', '  ')).toEqual({ ok: true, text: '您好', missing: [] })
  })

  it('says when the test data is not a JSON object', () => {
    expect(fillPlaceholders('${a}', '{a:1}')).toEqual({ ok: false, problem: '测试数据不是有效的JSON' })
    expect(fillPlaceholders('${a}', '[1]')).toEqual({ ok: false, problem: '测试数据须是JSON对象，如 {"name":"张三"}' })
  })
})

describe('placeholdersOf', () => {
  it('names each variable once, dotted paths and spaced braces included', () => {
    expect(placeholdersOf('${name}：${ order.no }，再次${name}，$name 与 ${} 不算')).toEqual(['name', 'order.no'])
  })
})
