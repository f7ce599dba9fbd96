import '@testing-library/jest-dom/vitest'

// jsdom implements neither API; antd's responsive grid and auto-sizing components call both on mount.
// Files that opt into the node environment share this setup and have no window.
if (typeof window !== 'undefined') {
window.matchMedia ??= (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})

window.ResizeObserver ??= class ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
}
