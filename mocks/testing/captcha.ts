/** Reads the code out of a captcha image from `/sys/randomImage/{key}` (see `renderCaptchaImage`). */
export function readCaptchaFromImage(dataUrl: string): string {
  const prefix = 'data:image/svg+xml;base64,'
  if (!dataUrl.startsWith(prefix)) throw new Error('not a captcha image from the built-in backend')
  const svg = atob(dataUrl.slice(prefix.length))
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join('')
}
