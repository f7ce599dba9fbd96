import type { Page } from 'playwright-core'

/** How far apart two channels of one pixel may be before the pixel counts as changed (anti-aliasing stays below). */
const CHANNEL_TOLERANCE = 24

/**
 * The share of pixels (0–1) that differ between two screenshots of the same size, decoded and compared in `page` (a
 * canvas decodes PNG without a library of our own).
 */
export async function changedPixelShare(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(
    async ({ images, tolerance }) => {
      const pixels = await Promise.all(
        images.map(async (base64) => {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob())
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
          const context = canvas.getContext('2d')!
          context.drawImage(bitmap, 0, 0)
          return context.getImageData(0, 0, bitmap.width, bitmap.height).data
        }),
      )
      const [a, b] = pixels
      if (a.length !== b.length) return 1
      let changed = 0
      for (let index = 0; index < a.length; index += 4) {
        const delta = Math.max(
          Math.abs(a[index] - b[index]),
          Math.abs(a[index + 1] - b[index + 1]),
          Math.abs(a[index + 2] - b[index + 2]),
        )
        if (delta > tolerance) changed += 1
      }
      return changed / (a.length / 4)
    },
    { images: [first.toString('base64'), second.toString('base64')], tolerance: CHANNEL_TOLERANCE },
  )
}
