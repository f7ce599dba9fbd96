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
const specOf = (count: number): FormSpec => ({
  schema: {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `field${index}`,
        { type: 'string', title: `字段${index}`, 'x-decorator': 'FormItem', 'x-component': 'text' },
      ]),
    ),
  },
})

const RUNS = 5

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

async function until(check: () => boolean): Promise<void> {
  while (!check()) await nextPaint()
}

/** Renders a form of `count` fields into a fresh host; resolves once its last field is in the page and painted. */
async function mount(count: number) {
  const host = document.createElement('div')
  document.getElementById('root')!.replaceChildren(host)
  const form = createForm()
  const start = performance.now()
  const root = createRoot(host)
  root.render(
    <ConfigProvider locale={zhCN}>
      <AppEngine>
        <SchemaForm form={form} spec={specOf(count)} mode="add" />
      </AppEngine>
    </ConfigProvider>,
  )
  await until(() => host.querySelectorAll('input').length === count)
  await nextPaint()
  return { form, host, root, elapsed: performance.now() - start }
}

/** Sets the values of a fresh 3,000-field form; resolves with the ms until the first and last values are painted. */
async function timeSetValues(): Promise<number> {
  const large = await mount(3000)
  const values = Object.fromEntries(Array.from({ length: 3000 }, (_, index) => [`field${index}`, `值${index}`]))
  const start = performance.now()
  mergeValues(large.form, values)
  const inputs = large.host.querySelectorAll('input')
  await until(() => inputs[inputs.length - 1].value === '值2999' && inputs[0].value === '值0')
  const elapsed = performance.now() - start
  large.root.unmount()
  return elapsed
}

/** Five runs of each figure; the last 500-field form stays mounted for the driver's key presses. */
async function run() {
  const setValues: number[] = []
  for (let run = 0; run < RUNS; run += 1) setValues.push(await timeSetValues())
  const mounts: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const mounted = await mount(500)
    mounts.push(mounted.elapsed)
    if (run < RUNS - 1) mounted.root.unmount()
  }
  ;(window as unknown as { __formBench: unknown }).__formBench = { mounts, setValues, fields: 500 }
}

void run()
