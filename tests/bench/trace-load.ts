import type { BrowserContext, Page } from 'playwright-core'
import { signIn } from '../e2e/support/app'

interface Span {
  start: number
  end: number
}

/** One fetched resource: its short name, when it was asked for and when its last byte came. */
interface Fetch extends Span {
  name: string
}

/** Where the milliseconds of one full load went, until the page was ready. */
export interface LoadTrace {
  readyMs: number
  /** Main-thread tasks of 50 ms or more (Chromium's long tasks). */
  longTasks: Span[]
  fetches: Fetch[]
  /** Ms in a long task. */
  scriptMs: number
  /** Ms with no long task running and at least one fetch outstanding: the page waits on the network. */
  networkOnlyMs: number
  /** Ms with neither: short tasks, layout, paint, timers. */
  otherMs: number
}

/** Collects long tasks from the document's start (an init script runs before any of the page's own). */
const OBSERVE_LONG_TASKS = () => {
  const tasks: { start: number; end: number }[] = []
  Object.defineProperty(window, '__benchLongTasks', { value: tasks })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration })
  }).observe({ type: 'longtask' })
}

const shortName = (url: string): string => {
  const { pathname } = new URL(url)
  return pathname.replace(/^.*\/assets\//, '').replace(/^\/jeecg-boot/, '')
}

const within = (spans: Span[], at: number) => spans.some((span) => span.start <= at && at < span.end)

/** Splits [0, ready) into script, network-only and other time, millisecond by millisecond. */
function splitTime(readyMs: number, longTasks: Span[], fetches: Span[]) {
  let scriptMs = 0
  let networkOnlyMs = 0
  for (let at = 0; at < readyMs; at += 1) {
    if (within(longTasks, at)) scriptMs += 1
    else if (within(fetches, at)) networkOnlyMs += 1
  }
  return { scriptMs, networkOnlyMs, otherMs: Math.max(0, Math.round(readyMs) - scriptMs - networkOnlyMs) }
}

/**
 * A signed-in admin's full load of `path`, traced from the page itself: every fetch (resource timing) and every long
 * task, and how the time until `ready` splits between the main thread's work and waiting on the network.
 */
export async function traceSignedInLoad(
  context: BrowserContext,
  appUrl: string,
  path: string,
  ready: string | ((page: Page) => Promise<unknown>),
): Promise<LoadTrace> {
  await signIn(await context.newPage(), 'admin', appUrl)
  const page = await context.newPage()
  await page.addInitScript(OBSERVE_LONG_TASKS)
  await page.goto(`${appUrl}${path}`, { waitUntil: 'commit' })
  await (typeof ready === 'string' ? page.locator(ready).first().waitFor() : ready(page))
  const { readyMs, longTasks, resources } = await page.evaluate(() => ({
    readyMs: performance.now(),
    longTasks: (window as unknown as { __benchLongTasks: { start: number; end: number }[] }).__benchLongTasks,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({
        url: entry.name,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
  }))
  const fetches = resources
    .filter((resource) => resource.start < readyMs)
    .map((resource) => ({ name: shortName(resource.url), start: resource.start, end: resource.end }))
  const shown = longTasks.filter((task) => task.start < readyMs)
  return { readyMs, longTasks: shown, fetches, ...splitTime(readyMs, shown, fetches) }
}

/** The trace as lines a person reads: the split, then each fetch and long task in order of start. */
export function describeTrace(label: string, trace: LoadTrace): string {
  const ms = (value: number) => `${Math.round(value)} ms`
  const events = [
    ...trace.fetches.map((fetch) => ({ start: fetch.start, text: `fetch ${fetch.name} → ${ms(fetch.end)}` })),
    ...trace.longTasks.map((task) => ({ start: task.start, text: `long task of ${ms(task.end - task.start)}` })),
  ].sort((a, b) => a.start - b.start)
  return [
    `${label}: ready at ${ms(trace.readyMs)}; main thread in long tasks ${ms(trace.scriptMs)} (${trace.longTasks.length}), waiting on the network only ${ms(trace.networkOnlyMs)}, other ${ms(trace.otherMs)}`,
    ...events.map((event) => `  ${ms(event.start).padStart(8)}  ${event.text}`),
  ].join('\n')
}
