import { describe, expect, it } from 'vitest'
import { deviceFor } from './device'

describe('deviceFor', () => {
  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1087, 'tablet'],
    [1088, 'desktop'],
    [1440, 'desktop'],
  ])('%i px is %s', (width, device) => expect(deviceFor(width)).toBe(device))
})
