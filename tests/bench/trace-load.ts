import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import { SourceMapConsumer } from 'source-map-js'
import { signIn } from '../e2e/support/app'
import { measureWarmNavigation } from './warm-navigation'

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
  /** The main thread's sampled self time by source module (a library by its package), highest first. */
  hotModules: { name: string; ms: number }[]
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}

interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/**
 * Where a bundled position came from: the package for library code (`antd`, `react-dom`, `@formily/core`), else the
 * project's source file; the build's hidden source maps (written beside the chunks in `outDir`) tell.
 */
function moduleResolver(outDir: string): (url: string, line: number, column: number) => string {
  const maps = new Map<string, SourceMapConsumer | undefined>()
  const consumerOf = (file: string) => {
    if (!maps.has(file)) {
      const path = join(outDir, 'assets', `${file}.map`)
      maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : undefined)
    }
    return maps.get(file)
  }
  return (url, line, column) => {
    const file = shortName(url)
    const source = consumerOf(file)?.originalPositionFor({ line: line + 1, column }).source
    if (!source) return file
    const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
    return library ? library[1] : source.replace(/^(\.\.\/)+/, '')
  }
}

/**
 * Self time by source module from V8 CPU profiles, per profile on average; idle, program (parsing and the browser's
 * own work: style, layout, paint) and GC under their names.
 */
function hotModules(profiles: Profile[], outDir: string, top = 14): { name: string; ms: number }[] {
  const moduleOf = moduleResolver(outDir)
  const totals = new Map<string, number>()
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
    profile.samples.forEach((id, index) => {
      const frame = byId.get(id)
      if (!frame) return
      const name = frame.url
        ? moduleOf(frame.url, frame.lineNumber, frame.columnNumber)
        : frame.functionName || '(native)'
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000 / profiles.length
      totals.set(name, (totals.get(name) ?? 0) + ms)
    })
  }
  return [...totals]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top)
}

async function startProfiler(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
}

const stopProfiler = async (cdp: CDPSession): Promise<Profile> =>
  ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile

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
 * task, how the time until `ready` splits between the main thread's work and waiting on the network, and which source
 * modules the main thread's time went to (`app.outDir` holds the build with its hidden source maps).
 */
export async function traceSignedInLoad(
  context: BrowserContext,
  app: { url: string; outDir: string },
  path: string,
  ready: string | ((page: Page) => Promise<unknown>),
): Promise<LoadTrace> {
  await signIn(await context.newPage(), 'admin', app.url)
  const page = await context.newPage()
  await page.addInitScript(OBSERVE_LONG_TASKS)
  // A same-origin document first, so the load below stays in the renderer the profiler is attached to.
  await page.goto(`${app.url}/logo.svg`)
  const cdp = await context.newCDPSession(page)
  await startProfiler(cdp)
  await page.goto(`${app.url}${path}`, { waitUntil: 'commit' })
  await (typeof ready === 'string' ? page.locator(ready).first().waitFor() : ready(page))
  const profile = await stopProfiler(cdp)
  const { readyMs, longTasks, resources } = await page.evaluate(() => ({
    readyMs: performance.now(),
    longTasks: (window as unknown as { __benchLongTasks: { start: number; end: number }[] }).__benchLongTasks,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
    })),
  }))
  const fetches = resources
    .filter((resource) => resource.start < readyMs)
    .map((resource) => ({ name: shortName(resource.url), start: resource.start, end: resource.end }))
  const shown = longTasks.filter((task) => task.start < readyMs)
  return {
    readyMs,
    longTasks: shown,
    fetches,
    ...splitTime(readyMs, shown, fetches),
    hotModules: hotModules([profile], app.outDir),
  }
}

/**
 * The warm navigation of the bench (users list → 角色管理 from the side menu), each timed click profiled from just
 * before it until its rows have painted: the main thread's self time by source module, per navigation on average.
 */
export async function traceWarmNavigation(
  context: BrowserContext,
  app: { url: string; outDir: string },
  runs: number,
): Promise<{ times: number[]; hotModules: { name: string; ms: number }[] }> {
  const profiles: Profile[] = []
  let cdp: CDPSession | undefined
  const times = await measureWarmNavigation(context, app.url, runs, {
    async before(page) {
      cdp ??= await context.newCDPSession(page)
      await startProfiler(cdp)
    },
    async after() {
      if (cdp) profiles.push(await stopProfiler(cdp))
    },
  })
  return { times, hotModules: hotModules(profiles, app.outDir) }
}

const ms = (value: number) => `${Math.round(value)} ms`

/** A profile's hot modules as lines under `heading`, the milliseconds right-aligned. */
const hotModuleLines = (heading: string, hotModules: { name: string; ms: number }[]): string[] => [
  `  ${heading}, self time by source module (sampled):`,
  ...hotModules.map((hot) => `  ${ms(hot.ms).padStart(8)}  ${hot.name}`),
]

/** The trace as lines a person reads: the split, then each fetch and long task in order of start. */
export function describeTrace(label: string, trace: LoadTrace): string {
  const events = [
    ...trace.fetches.map((fetch) => ({ start: fetch.start, text: `fetch ${fetch.name} → ${ms(fetch.end)}` })),
    ...trace.longTasks.map((task) => ({ start: task.start, text: `long task of ${ms(task.end - task.start)}` })),
  ].sort((a, b) => a.start - b.start)
  return [
    `${label}: ready at ${ms(trace.readyMs)}; main thread in long tasks ${ms(trace.scriptMs)} (${trace.longTasks.length}), waiting on the network only ${ms(trace.networkOnlyMs)}, other ${ms(trace.otherMs)}`,
    ...events.map((event) => `  ${ms(event.start).padStart(8)}  ${event.text}`),
    ...hotModuleLines('main thread', trace.hotModules),
  ].join('\n')
}

/** The warm navigation's profile as lines a person reads. */
export function describeWarmTrace({ times, hotModules }: Awaited<ReturnType<typeof traceWarmNavigation>>): string {
  return [
    `users list → 角色管理, code warm, profiled: click to first row painted ${times.map(ms).join(', ')}`,
    ...hotModuleLines('main thread per navigation', hotModules),
  ].join('\n')
}
