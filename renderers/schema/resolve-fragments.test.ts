import { describe, expect, it } from 'vitest'
import { fragmentNames, inFragments, resolveFragments } from './resolve-fragments'

const FRAGMENTS: Record<string, unknown> = {
  'remark-field': { 'x-component': 'textarea', 'x-validator': [{ max255: true }] },
  'status-column': { $schema: '../meta/definitions.schema.json', field: 'status', width: 100, render: 'tag' },
  toolbar: [{ kind: 'add' }, { kind: 'exportXls' }],
  outer: { title: '外层', inner: { $fragment: 'remark-field' } },
  loop: { again: { $fragment: 'loop' } },
}
const find = (name: string) => FRAGMENTS[name]

describe('fragments referenced by a page', () => {
  it('are put in place wherever they stand (a form field, a column, a whole toolbar), less their $schema', () => {
    const page = {
      columns: [{ field: 'name' }, { $fragment: 'status-column' }],
      toolbar: { $fragment: 'toolbar' },
      form: { schema: { properties: { remark: { $fragment: 'remark-field' } } } },
    }
    const resolved = resolveFragments(page, find)
    expect(resolved.problems).toEqual([])
    expect(resolved.value).toEqual({
      columns: [{ field: 'name' }, { field: 'status', width: 100, render: 'tag' }],
      toolbar: [{ kind: 'add' }, { kind: 'exportXls' }],
      form: { schema: { properties: { remark: { 'x-component': 'textarea', 'x-validator': [{ max255: true }] } } } },
    })
    expect(fragmentNames(page)).toEqual(['status-column', 'toolbar', 'remark-field'])
  })

  it('give back the page’s own objects where no fragment lies below them, and copies only on the way to one', () => {
    const page = {
      columns: [{ field: 'name' }, { $fragment: 'status-column' }],
      search: [{ field: 'name' }],
      form: { schema: { properties: { remark: { $fragment: 'remark-field' } } } },
    }
    const resolved = resolveFragments(page, find).value as typeof page
    expect(resolved).not.toBe(page)
    expect(resolved.columns).not.toBe(page.columns)
    expect(resolved.columns[0]).toBe(page.columns[0])
    expect(resolved.search).toBe(page.search)
    expect(resolved.form.schema).not.toBe(page.form.schema)
    expect(page.columns[1]).toEqual({ $fragment: 'status-column' })
    const plain = { columns: [{ field: 'name' }] }
    expect(resolveFragments(plain, find).value).toBe(plain)
  })

  it('take the keys written beside the reference over their own, and leave the fragment itself unchanged', () => {
    const resolved = resolveFragments(
      { remark: { $fragment: 'remark-field', 'x-component': 'text', 'x-decorator-props': { gridSpan: 2 } } },
      find,
    )
    expect(resolved.value).toEqual({
      remark: { 'x-component': 'text', 'x-validator': [{ max255: true }], 'x-decorator-props': { gridSpan: 2 } },
    })
    expect(FRAGMENTS['remark-field']).toEqual({ 'x-component': 'textarea', 'x-validator': [{ max255: true }] })
  })

  it('resolve the fragments a fragment refers to', () => {
    expect(resolveFragments({ a: { $fragment: 'outer' } }, find).value).toEqual({
      a: { title: '外层', inner: { 'x-component': 'textarea', 'x-validator': [{ max255: true }] } },
    })
  })

  it('report an unknown name, a loop and keys beside a fragment that is no object at the reference', () => {
    const resolved = resolveFragments(
      {
        columns: [{ $fragment: 'status-colum' }],
        a: { $fragment: 'loop' },
        toolbar: { $fragment: 'toolbar', title: '工具栏' },
        b: { $fragment: 3 },
      },
      find,
    )
    expect(resolved.problems).toEqual([
      {
        pointer: '/columns/0/$fragment',
        message: '未知的片段 "status-colum"（schemas/fragments/status-colum.json 不存在）',
      },
      { pointer: '/a/again/$fragment', message: '片段 "loop" 引用了自己（loop → loop）' },
      { pointer: '/toolbar/$fragment', message: '片段 "toolbar" 不是对象，旁边不能再写属性' },
      { pointer: '/b/$fragment', message: '片段名应为字符串' },
    ])
  })

  it("name the fragment's file in a problem found in what it gave, not in what the page wrote beside it", () => {
    const { origins } = resolveFragments(
      { columns: [{ $fragment: 'status-column', title: '状态' }], form: { a: { $fragment: 'outer' } } },
      find,
    )
    expect(
      inFragments(
        [
          { pointer: '/columns/0/width', message: '类型应为 integer' },
          { pointer: '/columns/0/title', message: '类型应为 string' },
          { pointer: '/columns/1', message: '缺少必填属性 "field"' },
          { pointer: '/form/a/inner/x-validator/0/max255', message: '未知的校验规则 "max255"' },
          { pointer: '/form/a/title', message: '类型应为 integer' },
        ],
        origins,
      ),
    ).toEqual([
      { pointer: '/columns/0/width', message: '类型应为 integer（在片段 schemas/fragments/status-column.json 中）' },
      { pointer: '/columns/0/title', message: '类型应为 string' },
      { pointer: '/columns/1', message: '缺少必填属性 "field"' },
      {
        pointer: '/form/a/inner/x-validator/0/max255',
        message: '未知的校验规则 "max255"（在片段 schemas/fragments/remark-field.json 中）',
      },
      { pointer: '/form/a/title', message: '类型应为 integer（在片段 schemas/fragments/outer.json 中）' },
    ])
  })
})
