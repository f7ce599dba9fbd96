import { describe, expect, it } from 'vitest'
import { hasFormInput, registerWidget, renderOf, widgetOf, widgetProblem } from './registry'

const TYPES = ['text', 'textarea', 'password', 'number', 'money', 'date', 'datetime', 'deadline', 'dict', 'select']
const MORE_TYPES = ['searchSelect', 'category', 'treeSelect', 'switch', 'image', 'file', 'tag', 'link', 'picker']

describe('the widget registry', () => {
  it('holds every built-in widget under its file name', () => {
    for (const type of [...TYPES, ...MORE_TYPES]) expect(widgetOf(type), type).toBeDefined()
  })

  it('names a dictionary field by one word in a column, a search item and a form', () => {
    const dict = widgetOf('dict')
    expect([dict?.cell, dict?.search]).not.toContain(undefined)
    expect(hasFormInput('dict')).toBe(true)
  })

  it('runs no widget under an old spelling: the schema check names the new one instead', () => {
    for (const name of ['input', 'DictSelect', 'DictRadio', 'JSearchSelectTag', 'DatePicker', 'NumberPicker'])
      expect(widgetOf(name), name).toBeUndefined()
  })

  it('says what is wrong with a widget a column or search item names', () => {
    expect(widgetProblem('dict', 'cell')).toBeUndefined()
    expect(widgetProblem('dateRange', 'search')).toBeUndefined()
    expect(widgetProblem('slider', 'search')).toBe('未知的控件类型 "slider"')
    expect(widgetProblem('password', 'cell')).toBe('控件 "password" 没有列显示')
    expect(widgetProblem('tag', 'search')).toBe('控件 "tag" 没有查询输入')
  })

  it('shows a column by the widget it names, else a link, a dictionary or text', () => {
    expect(renderOf({ field: 'a', render: 'money' })).toBe('money')
    expect(renderOf({ field: 'a', link: { path: '/x' } })).toBe('link')
    expect(renderOf({ field: 'a', dict: 'sex' })).toBe('dict')
    expect(renderOf({ field: 'a' })).toBe('text')
  })

  it('takes widgets registered at run time', () => {
    const stars = { cell: (value: unknown) => '★'.repeat(Number(value)) }
    registerWidget('stars', stars)
    expect(widgetOf('stars')).toBe(stars)
    expect(widgetProblem('stars', 'cell')).toBeUndefined()
  })
})
