import { createForm } from '@formily/core'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { FormilyNode, Form as FormSpec } from '@renderers/generated/schema-language'
import { SchemaForm } from '@renderers/form/SchemaForm'
import { ROW_HEIGHT } from '@renderers/form/editable-table/virtual/row-window'
import { AppEngine } from '@/engine/AppEngine'
import { percentile } from '../stats'

/**
 * A bench-only page: mounts a schema form whose editable table holds 10,000 rows of 8 columns and reports to
 * window.__tableBench how long it takes to show, and what each scroll step costs the main thread. The edit figure is
 * taken by the bench driver, which types into a far row of the table left mounted here.
 */
const ROWS = 10_000
/** One scroll step: a fast, steady scroll of two rows per frame (about 7,300 px a second at 60 frames). */
const SCROLL_STEP = 2 * ROW_HEIGHT
const SCROLL_FRAMES = 300

const column = (title: string, name: string, node: FormilyNode): [string, FormilyNode] => [
  `${name}Column`,
  { type: 'void', 'x-component': 'EditableTable.Column', 'x-component-props': { title }, properties: { [name]: node } },
]
const text = (title: string): FormilyNode => ({
  type: 'string',
  title,
  'x-decorator': 'EditableTable.Cell',
  'x-component': 'text',
  'x-component-props': { placeholder: title },
})
const number = (title: string, money = false): FormilyNode => ({
  type: 'number',
  title,
  'x-decorator': 'EditableTable.Cell',
  'x-component': 'EditableTable.Number',
  'x-component-props': { money },
})

const spec: FormSpec = {
  schema: {
    type: 'object',
    properties: {
      lines: {
        type: 'array',
        'x-component': 'EditableTable',
        items: {
          type: 'object',
          properties: Object.fromEntries([
            column('序号', 'index', { type: 'void', 'x-component': 'EditableTable.Index' }),
            column('名称', 'name', { ...text('名称'), 'x-validator': [{ required: true }] }),
            column('编码', 'code', text('编码')),
            column('数量', 'quantity', number('数量')),
            column('单价', 'price', number('单价', true)),
            column('规格', 'spec', text('规格')),
            column('备注', 'remark', text('备注')),
            column('操作', 'remove', { type: 'void', 'x-component': 'EditableTable.Remove' }),
          ]),
        },
      },
    },
  },
}

const linesOf = () =>
  Array.from({ length: ROWS }, (_, index) => ({
    name: `名称${index + 1}`,
    code: `C${index}`,
    quantity: index % 17,
    price: (index % 100) + 0.5,
    spec: '标准',
    remark: `第 ${index + 1} 行`,
  }))

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

async function until(check: () => boolean): Promise<void> {
  while (!check()) await nextPaint()
}

/** Renders the 10,000-row form into a fresh host; resolves once its first row is in the page and painted. */
async function mount() {
  const host = document.createElement('div')
  document.getElementById('root')!.replaceChildren(host)
  const lines = linesOf()
  const start = performance.now()
  const form = createForm({ values: { lines } })
  createRoot(host).render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <AppEngine>
          <SchemaForm form={form} spec={spec} mode="edit" />
        </AppEngine>
      </AntApp>
    </ConfigProvider>,
  )
  await until(() => host.querySelector('[aria-label="编辑第 1 行名称"]') !== null)
  await nextPaint()
  return { host, elapsed: performance.now() - start }
}

/**
 * The main-thread cost of each scroll step: the scroll position moves, the table handles the scroll event and renders
 * the rows that enter its window (flushed at once, as a frame would), and style and layout are computed.
 */
async function scrollSteps(host: HTMLElement): Promise<number[]> {
  const scroller = host.querySelector<HTMLElement>('[data-testid="editable-table-rows"]')!
  const costs: number[] = []
  for (let frame = 1; frame <= SCROLL_FRAMES; frame += 1) {
    await nextPaint()
    const start = performance.now()
    scroller.scrollTop = frame * SCROLL_STEP
    flushSync(() => scroller.dispatchEvent(new Event('scroll')))
    void scroller.getBoundingClientRect().height
    void document.body.offsetHeight
    costs.push(performance.now() - start)
  }
  return costs
}

async function run() {
  const mounts: number[] = []
  let last = await mount()
  mounts.push(last.elapsed)
  for (let run = 1; run < 5; run += 1) {
    last = await mount()
    mounts.push(last.elapsed)
  }
  const scroll = await scrollSteps(last.host)
  ;(window as unknown as { __tableBench: unknown }).__tableBench = {
    mounts,
    scrollP95: percentile(scroll, 0.95),
  }
}

void run()
