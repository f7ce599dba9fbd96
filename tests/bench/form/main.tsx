import { createForm } from '@formily/core'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { createRoot } from 'react-dom/client'
import type { Form as FormSpec } from '@renderers/generated/schema-language'
import { SchemaForm } from '@renderers/form/SchemaForm'
import { AppEngine } from '@/engine/AppEngine'
import { mergeValues } from '@renderers/form/set-values'

/**
 * A bench-only page: mounts schema forms of plain text fields through the engine's form renderer and reports to
 * window.__formBench how long a 500-field form takes to show, and how long setting the values of a 3,000-field form
 * takes until the last one is painted, five runs of each. The keystroke figure is taken by the bench driver, which types into the form
 * left mounted here.
 */
const fieldsOf = (from: number, count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `field${from + index}`,
      { type: 'string' as const, title: `字段${from + index}`, 'x-decorator': 'FormItem', 'x-component': 'text' },
    ]),
  )

const specOf = (count: number): FormSpec => ({ schema: { type: 'object', properties: fieldsOf(0, count) } })

const TABS = 10

/**
 * The same fields on ten tabs. `forceRender` on every pane draws them all with the form, as a tabbed schema had to
 * for its fields to validate before panes were drawn when first shown.
 */
const tabbedSpecOf = (count: number, forceRender: boolean): FormSpec => ({
  schema: {
    type: 'object',
    properties: {
      tabs: {
        type: 'void',
        'x-component': 'FormTab',
        properties: Object.fromEntries(
          Array.from({ length: TABS }, (_, tab) => [
            `tab${tab}`,
            {
              type: 'void',
              'x-component': 'FormTab.TabPane',
              'x-component-props': { tab: `第${tab + 1}页`, ...(forceRender ? { forceRender } : {}) },
              properties: fieldsOf((tab * count) / TABS, count / TABS),
            },
          ]),
        ),
      },
    },
  },
})

const RUNS = 5

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

async function until(check: () => boolean): Promise<void> {
  while (!check()) await nextPaint()
}

/** Renders a form into a fresh host; resolves once `inputs` inputs are in the page and painted. */
async function mount(spec: FormSpec, inputs: number) {
  const host = document.createElement('div')
  document.getElementById('root')!.replaceChildren(host)
  const form = createForm()
  const start = performance.now()
  const root = createRoot(host)
  root.render(
    <ConfigProvider locale={zhCN}>
      <AppEngine>
        <SchemaForm form={form} spec={spec} mode="add" />
      </AppEngine>
    </ConfigProvider>,
  )
  await until(() => host.querySelectorAll('input').length === inputs)
  await nextPaint()
  return { form, host, root, elapsed: performance.now() - start }
}

/** Sets the values of a fresh 3,000-field form; resolves with the ms until the first and last values are painted. */
async function timeSetValues(): Promise<number> {
  const large = await mount(specOf(3000), 3000)
  const values = Object.fromEntries(Array.from({ length: 3000 }, (_, index) => [`field${index}`, `值${index}`]))
  const start = performance.now()
  mergeValues(large.form, values)
  const inputs = large.host.querySelectorAll('input')
  await until(() => inputs[inputs.length - 1].value === '值2999' && inputs[0].value === '值0')
  const elapsed = performance.now() - start
  large.root.unmount()
  return elapsed
}

/** Mounts a form and unmounts it again; resolves with the ms until it was painted. */
async function timeMount(spec: FormSpec, inputs: number): Promise<number> {
  const mounted = await mount(spec, inputs)
  mounted.root.unmount()
  return mounted.elapsed
}

/**
 * Five runs of each figure, the tabbed form drawn pane by pane and with every pane forced alternating; the last
 * 500-field form stays mounted for the driver's key presses.
 */
async function run() {
  const setValues: number[] = []
  for (let run = 0; run < RUNS; run += 1) setValues.push(await timeSetValues())
  const tabbedMounts: number[] = []
  const forcedTabMounts: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    tabbedMounts.push(await timeMount(tabbedSpecOf(500, false), 500 / TABS))
    forcedTabMounts.push(await timeMount(tabbedSpecOf(500, true), 500))
  }
  const mounts: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const mounted = await mount(specOf(500), 500)
    mounts.push(mounted.elapsed)
    if (run < RUNS - 1) mounted.root.unmount()
  }
  ;(window as unknown as { __formBench: unknown }).__formBench = {
    mounts,
    tabbedMounts,
    forcedTabMounts,
    setValues,
    fields: 500,
  }
}

void run()
