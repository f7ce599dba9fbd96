import type { Database } from '../db/database'

/** `LoginController.BASE_CHECK_CODES`: letters and digits without lowercase o and uppercase I/O. */
export const CAPTCHA_ALPHABET = 'qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890'
export const CAPTCHA_TTL_SECONDS = 60

const WIDTH = 105
const HEIGHT = 35
const keyFor = (checkKey: string) => `sys:captcha:${checkKey}`

export function randomCaptchaCode(random: () => number = Math.random): string {
  let code = ''
  for (let index = 0; index < 4; index += 1) code += CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length)]
  return code
}

const channel = (random: () => number, from: number, to: number) => from + Math.floor(random() * (to - from))
const color = (random: () => number, from: number, to: number) =>
  `rgb(${channel(random, from, to)},${channel(random, from, to)},${channel(random, from, to)})`

/**
 * The captcha picture as the `data:` URL the login page puts in an `<img>`. The real server sends a
 * JPEG; an SVG needs no raster encoder in the browser and keeps each character in its own `<text>`
 * element (in reading order) so tests can read the code back (`readCaptchaFromImage`).
 */
export function renderCaptchaImage(code: string, random: () => number = Math.random): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${color(random, 225, 250)}"/>`]
  for (let index = 0; index < 6; index += 1) {
    parts.push(
      `<line x1="${channel(random, 0, WIDTH)}" y1="${channel(random, 0, HEIGHT)}" x2="${channel(random, 0, WIDTH)}" y2="${channel(random, 0, HEIGHT)}" stroke="${color(random, 120, 200)}" stroke-width="1"/>`,
    )
  }
  for (let index = 0; index < 30; index += 1) {
    parts.push(
      `<circle cx="${channel(random, 0, WIDTH)}" cy="${channel(random, 0, HEIGHT)}" r="1" fill="${color(random, 100, 220)}"/>`,
    )
  }
  ;[...code].forEach((char, index) => {
    const x = 13 + index * 22
    const y = 25 + channel(random, -3, 4)
    const angle = channel(random, -18, 19)
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x + 6} ${y - 8})" fill="${color(random, 20, 130)}" font-family="Arial, Helvetica, sans-serif" font-size="${channel(random, 22, 27)}" font-weight="bold">${char}</text>`,
    )
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

/** Stores a fresh code (lower-cased, 60 s) for the login form's check key and returns it. */
export function issueCaptcha(db: Database, checkKey: string, random: () => number = Math.random): string {
  const code = randomCaptchaCode(random)
  db.kv.set(keyFor(checkKey), code.toLowerCase(), CAPTCHA_TTL_SECONDS)
  return code
}

/** Case-insensitive, and does not consume the code: a wrong guess leaves it to expire on its TTL. */
export function captchaMatches(db: Database, checkKey: unknown, input: string): boolean {
  const stored = db.kv.get<string>(keyFor(String(checkKey)))
  return stored !== undefined && stored === input.toLowerCase()
}

/** Deleted only after a successful login (issue #2449). */
export function consumeCaptcha(db: Database, checkKey: unknown): void {
  db.kv.del(keyFor(String(checkKey)))
}
