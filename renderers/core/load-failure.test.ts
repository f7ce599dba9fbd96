import { describe, expect, it } from 'vitest'
import { failureReason, LOAD_FAILED_TEXT } from './load-failure'

describe('the reason shown for an error that stopped a page', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/ComponentPage-x1.js',
    'error loading dynamically imported module: http://localhost/assets/FormPage-x2.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index-x3.css',
  ])('is the Chinese text of a failed download for the browser’s “%s”', (message) => {
    expect(failureReason(new TypeError(message))).toBe(LOAD_FAILED_TEXT)
  })

  it('is the error’s own message otherwise, or 未知错误 when it has none', () => {
    expect(failureReason(new Error('角色不存在'))).toBe('角色不存在')
    expect(failureReason(new Error(''))).toBe('未知错误')
  })
})
