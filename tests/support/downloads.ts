import { afterEach, beforeEach, vi } from 'vitest'
import { readWorkbook } from '@mocks/kernel/crud/excel/read-workbook'

/**
 * The files the app saves during each test, by name and blob: the object URL it makes is remembered and the link
 * click that would save it is recorded instead (jsdom has neither). The list starts empty for every test.
 */
export function captureDownloads(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = []
  beforeEach(() => {
    saved.length = 0
    let blob: Blob | undefined
    URL.createObjectURL = vi.fn((made: Blob) => {
      blob = made
      return 'blob:download'
    })
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! })
    })
  })
  afterEach(() => vi.restoreAllMocks())
  return saved
}

/** The rows of a saved workbook as the texts Excel shows, read by the built-in backend's own reader. */
export async function savedRows(blob: Blob): Promise<string[][]> {
  return readWorkbook(new Uint8Array(await blob.arrayBuffer()))
}
