import { describe, expect, it } from 'vitest'
import { parseCronSyntax } from './quartz-syntax'
import { CronSyntaxError } from './quartz-syntax-error'

const reject = (expression: string) => {
  try {
    parseCronSyntax(expression)
  } catch (error) {
    expect(error).toBeInstanceOf(CronSyntaxError)
    return (error as Error).message
  }
  throw new Error(`accepted ${expression}`)
}

describe('parseCronSyntax', () => {
  it('reads names, case-insensitively, as Quartz numbers (1 = Sunday)', () => {
    const ast = parseCronSyntax('0 0 12 ? jan-mar mon-fri')
    expect(ast.month).toEqual([{ start: 1, end: 3, step: null }])
    expect(ast.dayOfWeek).toEqual({ kind: 'list', items: [{ start: 2, end: 6, step: null }] })
    expect(ast.year).toBeNull()
  })

  it('reads the special day forms', () => {
    expect(parseCronSyntax('0 0 12 L-3 * ?').dayOfMonth).toEqual({ kind: 'last', offset: 3, weekday: false })
    expect(parseCronSyntax('0 0 12 LW * ?').dayOfMonth).toEqual({ kind: 'last', offset: 0, weekday: true })
    expect(parseCronSyntax('0 0 12 15W * ?').dayOfMonth).toEqual({ kind: 'nearestWeekday', day: 15 })
    expect(parseCronSyntax('0 0 12 ? * FRI#3').dayOfWeek).toEqual({ kind: 'nth', weekday: 6, nth: 3 })
    expect(parseCronSyntax('0 0 12 ? * 6L').dayOfWeek).toEqual({ kind: 'lastOf', weekday: 6 })
    expect(parseCronSyntax('0 0 12 ? * L').dayOfWeek).toEqual({
      kind: 'list',
      items: [{ start: 7, end: null, step: null }],
    })
  })

  it.each([
    ['', 'Cron表达式不能为空'],
    ['0 0 12 * *', '应为6或7个字段'],
    ['0 0 12 * * ? * 2027', '实际为8个'],
    ['0 0 12 * * 1', '必须有一个为“?”'],
    ['0 0 12 ? * ?', '不能同时为“?”'],
    ['0 0 24 * * ?', '“小时”字段的值 24 超出范围（0-23）'],
    ['0 0/60 * * * ?', '“分钟”字段的步长 60 超出范围（1-59）'],
    ['0 0 12 * 1/0 ?', '“月”字段的步长必须大于0'],
    ['0 0 12 ? * 8#1', '“周”字段的值 8 超出范围（1-7）'],
    ['0 0 12 ? * 6#6', '“#”后必须是1-5之间的数字'],
    ['0 0 12 L,5 * ?', '不能与其他值组合'],
    ['0 0 12 ? * MON-FRI/2', '名称后不能带步长'],
    ['0 0 12 ? * MON-5', '不能混用名称和数字'],
    ['0 0 12 * * ? 2030-2027', '起始值大于结束值'],
    ['0 0 12 * * ? 2200', '“年”字段的值 2200 超出范围（1970-2199）'],
    ['0 0 12 L-29W * ?', '“L-nW”中的 n 必须在0-27之间'],
    ['0 0 ? * * ?', '只有“日”和“周”字段可以使用“?”'],
    ['0 0 L * * ?', '“小时”字段不能使用'],
    ['0 0 12 ? FOO *', '“月”字段无法识别：FOO'],
  ])('rejects %j: %s', (expression, message) => {
    expect(reject(expression)).toContain(message)
  })
})
