import { describe, expect, it } from 'vitest'
import { createDatabase } from '../../database'
import { readCaptchaFromImage } from '../../testing/captcha'
import {
  CAPTCHA_ALPHABET,
  captchaMatches,
  consumeCaptcha,
  issueCaptcha,
  randomCaptchaCode,
  renderCaptchaImage,
} from './captcha'

function fakeClock(start = Date.UTC(2026, 0, 5, 2, 0, 0)) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('captcha', () => {
  it('draws codes from the server alphabet, without o, I and O', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[oIO]/)
    for (let index = 0; index < 200; index += 1) expect(randomCaptchaCode()).toMatch(/^[a-np-zA-HJ-NP-Z0-9]{4}$/)
  })

  it('renders an SVG data URL whose text elements spell the code', () => {
    const image = renderCaptchaImage('aB3x')
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(readCaptchaFromImage(image)).toBe('aB3x')
  })

  it('matches case-insensitively for 60 seconds, then expires', () => {
    const clock = fakeClock()
    const db = createDatabase({ now: clock.now })
    const code = issueCaptcha(db, '1700000000000')
    expect(captchaMatches(db, '1700000000000', code.toUpperCase())).toBe(true)
    expect(captchaMatches(db, '1700000000000', code.toLowerCase())).toBe(true)
    clock.advance(59_000)
    expect(captchaMatches(db, '1700000000000', code)).toBe(true)
    clock.advance(1_000)
    expect(captchaMatches(db, '1700000000000', code)).toBe(false)
  })

  it('survives a wrong guess but not a consumption, and is bound to its key', () => {
    const db = createDatabase({ now: fakeClock().now })
    const code = issueCaptcha(db, 'k1')
    expect(captchaMatches(db, 'k1', 'zzzz')).toBe(false)
    expect(captchaMatches(db, 'k2', code)).toBe(false)
    expect(captchaMatches(db, 'k1', code)).toBe(true)
    consumeCaptcha(db, 'k1')
    expect(captchaMatches(db, 'k1', code)).toBe(false)
  })
})
