import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../e2e/support/chromium-args'

/** The features the installed playwright-core turns off, read from its bundle (`disabledFeatures` in chromiumSwitches). */
function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(new URL('../../node_modules/playwright-core/lib/coreBundle.js', import.meta.url), 'utf8')
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1]
  if (!list) throw new Error('playwright-core no longer lists its disabled features as `disabledFeatures = [...]`')
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map(([, name]) => name)
}

describe('the Chromium the end-to-end tests launch', () => {
  it('keeps every feature playwright-core turns off, as its own --disable-features is replaced by ours', () => {
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual(playwrightDisabledFeatures().sort())
  })

  it('passes one --disable-features, which turns the address bar’s popup pages off', () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))
    expect(switches).toHaveLength(1)
    const features = switches[0].slice('--disable-features='.length).split(',')
    expect(features).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']))
  })
})
