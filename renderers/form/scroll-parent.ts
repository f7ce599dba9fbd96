const SCROLLING = new Set(['auto', 'scroll', 'overlay'])

/**
 * The nearest ancestor that scrolls its content vertically (a modal's or a drawer's body), or null for the viewport.
 * An IntersectionObserver's margin grows only its root: observed against the viewport, an element inside a scrolling
 * box is clipped by that box first, and a margin below the viewport would never see it coming.
 */
export function scrollParentOf(element: Element): Element | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (SCROLLING.has(getComputedStyle(parent).overflowY)) return parent
  }
  return null
}
