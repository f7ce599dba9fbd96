import { createForm } from '@formily/core'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { createRoot } from 'react-dom/client'
import type { Form as FormSpec } from '@renderers/generated/schema-language'
import { SchemaForm } from '@renderers/form/SchemaForm'
import { AppEngine } from '@/engine/AppEngine'
import { mergeValues } from '@renderers/form/set-values'
import { mountHiddenParts } from '@renderers/form/hidden-parts'

/**
 * A bench-only page: mounts schema forms of plain text fields through the engine's form renderer and reports to
 * window.__formBench how long a 500-field form takes to show, and how long setting the values of a 3,000-field form
 * takes until they are painted, five runs of each. A one-column form draws its fields as they come near the
 * viewport: each figure is taken as a user sees it (the first screen) and with every field drawn, as a save draws
 * them. The keystroke figure is taken by the bench driver, which types into the form left mounted here, every field
 * drawn.
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

type Ready = (host: HTMLElement) => boolean

/** `count` inputs are in the page. */
const inputs =
  (count: number): Ready =>
  (host) =>
    host.querySelectorAll('input').length === count

/** The form fills the viewport: its last drawn input is below the window's bottom edge. */
const firstScreen: Ready = (host) => {
  const drawn = host.querySelectorAll('input')
  return drawn.length > 0 && drawn[drawn.length - 1].getBoundingClientRect().top >= window.innerHeight
}

/** Renders a form into a fresh host; resolves once `ready` holds and the page is painted. */
async function mount(spec: FormSpec, ready: Ready) {
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
  await until(() => ready(host))
  await nextPaint()
  return { form, host, root, elapsed: performance.now() - start }
}

/** Mounts a one-column form and draws every field at once, as a save does; resolves once all `count` are painted. */
async function mountWhole(count: number) {
  const start = performance.now()
  const mounted = await mount(specOf(count), (host) => host.querySelector('input') !== null)
  mountHiddenParts(mounted.form)
  await until(() => inputs(count)(mounted.host))
  await nextPaint()
  return { ...mounted, elapsed: performance.now() - start }
}

/** Mounts a one-column form and waits until the fields drawn as they come near stop growing (no paint adds one). */
async function mountSettled(count: number) {
  const mounted = await mount(specOf(count), firstScreen)
  let before = -1
  while (before !== mounted.host.querySelectorAll('input').length) {
    before = mounted.host.querySelectorAll('input').length
    await nextPaint()
    await nextPaint()
  }
  return mounted
}

/** Sets the values of a mounted 3,000-field form; resolves with the ms until the first and last drawn ones show. */
async function timeSetValues({ form, host, root }: Awaited<ReturnType<typeof mount>>): Promise<number> {
  const values = Object.fromEntries(Array.from({ length: 3000 }, (_, index) => [`field${index}`, `值${index}`]))
  const start = performance.now()
  mergeValues(form, values)
  const drawn = host.querySelectorAll('input')
  await until(() => drawn[drawn.length - 1].value === `值${drawn.length - 1}` && drawn[0].value === '值0')
  await nextPaint()
  const elapsed = performance.now() - start
  root.unmount()
  return elapsed
}

/** Mounts a form and unmounts it again; resolves with the ms until it was painted. */
async function timeMount(spec: FormSpec, ready: Ready): Promise<number> {
  const mounted = await mount(spec, ready)
  mounted.root.unmount()
  return mounted.elapsed
}

/**
 * Five runs of each figure, the form drawn as it comes near and with every field drawn alternating (the tabbed form
 * pane by pane and with every pane forced); the last 500-field form stays mounted, every field drawn, for the
 * driver's key presses.
 */
async function run() {
  const setValues: number[] = []
  const wholeSetValues: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    setValues.push(await timeSetValues(await mountSettled(3000)))
    wholeSetValues.push(await timeSetValues(await mountWhole(3000)))
  }
  const tabbedMounts: number[] = []
  const forcedTabMounts: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    tabbedMounts.push(await timeMount(tabbedSpecOf(500, false), inputs(500 / TABS)))
    forcedTabMounts.push(await timeMount(tabbedSpecOf(500, true), inputs(500)))
  }
  const mounts: number[] = []
  const wholeMounts: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    mounts.push(await timeMount(specOf(500), firstScreen))
    const whole = await mountWhole(500)
    wholeMounts.push(whole.elapsed)
    if (run < RUNS - 1) whole.root.unmount()
  }
  ;(window as unknown as { __formBench: unknown }).__formBench = {
    mounts,
    wholeMounts,
    tabbedMounts,
    forcedTabMounts,
    setValues,
    wholeSetValues,
    fields: 500,
  }
}

void run()
