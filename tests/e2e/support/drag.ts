import type { Page } from 'playwright-core'

/** Drags the verification slider's handle to the far end, as a person would with the mouse. */
export async function dragSliderToEnd(page: Page): Promise<void> {
  const handle = page.getByTestId('drag-slider-handle')
  const track = page.getByRole('slider', { name: '拖动滑块验证' })
  const handleBox = await handle.boundingBox()
  const trackBox = await track.boundingBox()
  if (!handleBox || !trackBox) throw new Error('slider not visible')
  const y = handleBox.y + handleBox.height / 2
  await page.mouse.move(handleBox.x + handleBox.width / 2, y)
  await page.mouse.down()
  for (let x = handleBox.x; x <= trackBox.x + trackBox.width + 20; x += 40) await page.mouse.move(x, y)
  await page.mouse.up()
}
