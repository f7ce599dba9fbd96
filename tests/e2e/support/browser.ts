import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { mkdirSync } from 'node:fs'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { FIRM_TIME_ZONE } from '@mocks/kernel/db/time'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

const ARTIFACTS = 'tests/e2e/artifacts'

/**
 * One browser per test file; each test opens its own context (fresh storage) through `newPage`. When a test fails,
 * every page it opened is saved as a screenshot under tests/e2e/artifacts/ (git-ignored) before its contexts close.
 */
export function launchBrowserForFile() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterEach(async (context) => {
    const open = contexts.splice(0)
    if (context.task.result?.state === 'fail') {
      mkdirSync(ARTIFACTS, { recursive: true })
      const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)
      const pages = open.flatMap((browserContext) => browserContext.pages())
      await Promise.all(
        pages.map((page, index) =>
          page.screenshot({ path: `${ARTIFACTS}/failed-${name}-${index}.png`, fullPage: true }).catch(() => undefined),
        ),
      )
    }
    await Promise.all(open.map((browserContext) => browserContext.close()))
  })
  afterAll(async () => {
    await browser?.close()
  })
  async function newContext(options: { width?: number; height?: number } = {}): Promise<BrowserContext> {
    const context = await browser.newContext({
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
    context.setDefaultTimeout(30_000)
    contexts.push(context)
    return context
  }
  return {
    async newPage(options: { width?: number; height?: number } = {}): Promise<Page> {
      return (await newContext(options)).newPage()
    },
    newContext,
  }
}
