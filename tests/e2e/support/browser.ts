import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { mkdirSync } from 'node:fs'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { FIRM_TIME_ZONE } from '@mocks/kernel/db/time'
import { signIn } from './app'
import { CHROMIUM_ARGS } from './chromium-args'
import { realBuildUrl } from './ports'
import { STEP_WAIT } from '../../support/timeouts'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's Chromium, launched as `chromium-args.ts` says. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
}

const ARTIFACTS = 'tests/e2e/artifacts'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

interface ContextOptions {
  width?: number
  height?: number
  storageState?: StorageState
}

/** What a page shows: its address and the start of its text, on one line. */
async function describePage(page: Page): Promise<string> {
  const text = await page
    .evaluate(() => document.body?.innerText ?? '')
    .then((shown) => shown.replace(/\s+/g, ' ').trim().slice(0, 300))
    .catch((error: unknown) => `（读不到页面文字：${error instanceof Error ? error.message : String(error)}）`)
  return `${page.url()} — ${text}`
}

/** Saves a screenshot of each page of a failed test and says what each showed. */
async function recordFailedPages(testName: string, contexts: BrowserContext[]): Promise<string[]> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const name = testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)
  const pages = contexts.flatMap((browserContext) => browserContext.pages())
  await Promise.all(
    pages.map((page, index) =>
      page.screenshot({ path: `${ARTIFACTS}/failed-${name}-${index}.png`, fullPage: true }).catch(() => undefined),
    ),
  )
  return Promise.all(pages.map(describePage))
}

/**
 * One browser per test file; each test opens its own context (fresh storage) through `newPage`. When a test fails,
 * every page it opened is saved as a screenshot under tests/e2e/artifacts/ (git-ignored) before its contexts close,
 * and the test's report ends with each page's address and text: a CI log, which keeps no screenshot, still says
 * what the user saw (the login page where a list was awaited, an error in place of a form).
 * `signedInPage` signs a user in through the login page once per file and gives later tests that user's stored
 * session in a fresh context: the screen they are about opens at once, without the login page, the captcha and the
 * home dashboard loaded before it each time.
 */
export function launchBrowserForFile() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterEach(async (context) => {
    const open = contexts.splice(0)
    const shown = context.task.result?.state === 'fail' ? await recordFailedPages(context.task.name, open) : []
    await Promise.all(open.map((browserContext) => browserContext.close()))
    if (shown.length > 0) {
      throw new Error(
        `the test's pages when it failed:\n${shown.map((line, index) => `  ${index}: ${line}`).join('\n')}`,
      )
    }
  })
  afterAll(async () => {
    await browser?.close()
  })
  const sessions = new Map<string, { state: StorageState; landing: string }>()
  async function newContext(options: ContextOptions = {}): Promise<BrowserContext> {
    const context = await browser.newContext({
      storageState: options.storageState,
      viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
      locale: 'zh-CN',
      timezoneId: FIRM_TIME_ZONE,
      // The person at the keyboard has asked their system for less motion, so antd's dialogs, dropdowns and toasts
      // appear at once: a click can no longer land on an overlay still zooming or sliding in (which, now and then,
      // lost it on a busy machine). The shell test of that setting turns motion back on for itself.
      reducedMotion: 'reduce',
    })
    // Playwright waits forever by default: a step waiting for something that went away would hang until the test's
    // own timeout and say nothing; inside a polling assertion it would stop the retries.
    context.setDefaultTimeout(STEP_WAIT)
    contexts.push(context)
    return context
  }
  async function newPage(options: ContextOptions = {}): Promise<Page> {
    return (await newContext(options)).newPage()
  }
  /**
   * A page of `username` signed in to the real-backend build: at `path` when given, loading (the test waits for what
   * it reads there), else on the home page the sign-in lands on, its side menu drawn. The session must outlive the
   * test that made it: a test that signs out or resets the backend signs in with `signIn` itself.
   */
  async function signedInPage(
    username = 'admin',
    { path, ...size }: { path?: string; width?: number; height?: number } = {},
  ): Promise<Page> {
    const session = sessions.get(username)
    const page = await newPage({ ...size, storageState: session?.state })
    if (!session) {
      await signIn(page, username)
      sessions.set(username, { state: await page.context().storageState(), landing: page.url() })
    }
    if (path) await page.goto(`${realBuildUrl}${path}`)
    else if (session) {
      // The page the sign-in landed on, not the site root: the root would open a tab of its own before it redirects.
      await page.goto(session.landing)
      await page.getByRole('menu').first().waitFor()
    }
    return page
  }
  return { newPage, newContext, signedInPage }
}
