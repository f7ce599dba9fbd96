import { describe, expect, it } from 'vitest'
import analysis from '@schemas/pages/dashboard/Analysis.json'
import type { DashboardPageSchema } from '../generated/schema-language'
import { validateDashboardPage } from '../generated/validate/dashboard-page'
import { fromAjv } from '../core/problems/problems'
import { checkDashboard } from './check-dashboard'
import { readFileSync } from 'node:fs'
import { fragmentFile, resolveFragments } from '../schema/resolve-fragments'

const problemsOf = (schema: unknown) =>
  validateDashboardPage(schema)
    ? checkDashboard(schema).map((problem) => `${problem.pointer} ${problem.message}`)
    : fromAjv(validateDashboardPage.errors).map((problem) => `${problem.pointer} ${problem.message}`)

const call = { method: 'get', url: '/stats' } as const

/** The home page as the engine checks it: its fragments (the deadline colours) in place. */
const home = resolveFragments(analysis, (name) => JSON.parse(readFileSync(fragmentFile(name), 'utf8')) as unknown).value

describe('the dashboard meta-schema', () => {
  it('accepts the home page and one widget of every kind with both kinds of source', () => {
    expect(problemsOf(home)).toEqual([])
    const every: DashboardPageSchema = {
      kind: 'dashboard',
      period: { links: ['month', 'year'], range: false },
      widgets: [
        {
          key: 'k',
          kind: 'kpi',
          title: '数',
          field: 'n',
          unit: '件',
          trends: [{ title: '周同比', field: 'week' }],
          mini: { chart: 'area', field: 'n', source: { report: '9' } },
          footer: { title: '日均', field: 'avg' },
          source: { call, period: true },
        },
        {
          key: 'c',
          kind: 'chart',
          title: '图',
          chart: 'stackedBar',
          category: 'x',
          series: [{ field: 'a' }, { field: 'b', title: 'B' }],
          span: { xs: 24, lg: 12 },
          source: { call, path: 'records' },
        },
        { key: 'r', kind: 'ranking', title: '排', category: 'x', field: 'n', source: { report: '12', period: true } },
        {
          key: 't',
          kind: 'table',
          title: '表',
          columns: [{ field: 'x', title: 'X' }],
          source: { call },
          toolbar: [{ kind: 'exportXls', title: '导出明细' }],
          api: { exportXls: '/stats/exportXls' },
        },
        {
          key: 'rt',
          kind: 'table',
          title: '报表',
          columns: [{ field: 'x' }],
          source: { report: '7' },
          toolbar: [{ kind: 'exportXls' }],
        },
        { key: 'n', kind: 'note', title: '注', markdown: '# 说明' },
      ],
    }
    expect(problemsOf(every)).toEqual([])
  })

  it('points at what is wrong: an unknown kind, a missing property, a span beyond 24, a repeated key', () => {
    expect(
      problemsOf({
        kind: 'dashboard',
        widgets: [
          { key: 'a', kind: 'map', title: '地图' },
          { key: 'b', kind: 'ranking', title: '排', category: 'x', source: { call } },
          { key: 'c', kind: 'note', title: '注', markdown: '', span: { md: 25 } },
        ],
      }),
    ).toEqual([
      '/widgets/0/kind 不认识的类型 "map"',
      '/widgets/1 缺少必填属性 "field"',
      '/widgets/2/span/md 取值应 <= 24',
    ])
    expect(
      problemsOf({
        kind: 'dashboard',
        widgets: [
          { key: 'a', kind: 'note', title: '注', markdown: '' },
          { key: 'a', kind: 'note', title: '注', source: { call: { ...call, params: { d: '{{ begin +' } } } },
        ],
      }),
    ).toEqual([
      '/widgets/1/key 组件标识 "a" 重复',
      '/widgets/1/field 缺少必填属性 "field"',
      expect.stringMatching(/^\/widgets\/1\/source\/call\/params\/d 表达式有误/),
    ])
  })

  it('refuses an export the table cannot make: an unknown action, or a call’s table without api.exportXls', () => {
    const table = { key: 't', kind: 'table', title: '表', columns: [{ field: 'x' }], source: { call } }
    expect(problemsOf({ kind: 'dashboard', widgets: [{ ...table, toolbar: [{ kind: 'delete' }] }] })).toEqual([
      '/widgets/0/toolbar/0/kind 取值应为 "exportXls" 之一',
    ])
    expect(problemsOf({ kind: 'dashboard', widgets: [{ ...table, toolbar: [{ kind: 'exportXls' }] }] })).toEqual([
      '/widgets/0/toolbar/0 导出需要 api.exportXls',
    ])
  })

  it('lets widgets name a source the page declares once, and points at a name it does not declare', () => {
    const figure = (key: string, source: unknown) => ({ key, kind: 'kpi', title: key, field: 'n', source })
    const sources = { overview: { call, period: true }, rows: { report: '7' } }
    const table = { key: 't', kind: 'table', title: '表', columns: [{ field: 'x' }], toolbar: [{ kind: 'exportXls' }] }
    expect(
      problemsOf({
        kind: 'dashboard',
        sources,
        widgets: [
          figure('a', 'overview'),
          { ...figure('b', 'overview'), mini: { chart: 'bar', field: 'n', source: 'rows' } },
          { ...table, source: 'rows' },
        ],
      }),
    ).toEqual([])
    expect(
      problemsOf({
        kind: 'dashboard',
        sources: { ...sources, broken: { call: { ...call, params: { d: '{{ begin +' } } } },
        widgets: [
          figure('a', 'overveiw'),
          { ...figure('b', 'overview'), mini: { chart: 'bar', field: 'n', source: 'row' } },
          { ...table, source: 'overview' },
          figure('c', 'broken'),
          figure('d', 'constructor'),
        ],
      }),
    ).toEqual([
      expect.stringMatching(/^\/sources\/broken\/call\/params\/d 表达式有误/),
      '/widgets/0/source 未知的数据源 "overveiw"（页面的 sources 中没有）',
      '/widgets/1/mini/source 未知的数据源 "row"（页面的 sources 中没有）',
      '/widgets/2/toolbar/0 导出需要 api.exportXls',
      '/widgets/4/source 未知的数据源 "constructor"（页面的 sources 中没有）',
    ])
    expect(problemsOf({ kind: 'dashboard', sources: { '1st': { call } }, widgets: [figure('a', { call })] })).toEqual([
      '/sources 属性名 "1st" 不合格式',
    ])
  })
})
