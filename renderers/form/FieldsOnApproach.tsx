import type { Form } from '@formily/core'
import type { ISchemaFilter, SchemaKey } from '@formily/react'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { useHiddenPart } from './hidden-parts'
import { scrollParentOf } from './scroll-parent'

/** About a screen of one-column fields: a form this long or shorter draws every field with the form, as before. */
const FIRST = 30
/** The fields drawn each time the undrawn rest comes near the viewport. */
const BATCH = 30
/** The rest is drawn once it is within a screen below the visible part of the form's scrolling box. */
const MARGIN = '0px 0px 100% 0px'
/** Focus on one of the last this many focusable elements drawn draws the next batch, ahead of the keyboard. */
const AHEAD = 5
const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])'

/** Focus came from an element after the form's frame in the page (its buttons below, say). */
const cameFromBelow = (frame: Element, from: Element | null) =>
  !!from && !frame.contains(from) && !!(frame.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING)

/**
 * A long one-column form's top-level fields, drawn in order as they come near the viewport rather than all with the
 * form: mounting each field's observers, antd styles and inputs made a form of 500 fields take most of a second to
 * show. The undrawn rest is one block about as high as its fields will be, so the scrollbar and the page do not jump.
 * A drawn field stays drawn. The save draws the rest before it validates (hidden-parts.ts), and a value set before a
 * field is drawn is in the form's values, where the field reads it when drawn. Keyboard focus near the end of what is
 * drawn draws the next fields, so Tab goes on to them rather than past the form; Shift+Tab from below the form draws
 * the rest and goes on to its last field. Where the browser has no IntersectionObserver, every field is drawn.
 */
export function FieldsOnApproach({
  form,
  names,
  children,
}: {
  form: Form
  names: SchemaKey[]
  children: (filter?: ISchemaFilter) => ReactNode
}) {
  const count = names.length
  // Decided once: the frame around the fields stays for the form's life, so drawing the last batch keeps them mounted.
  const [onApproach] = useState(() => count > FIRST && typeof IntersectionObserver !== 'undefined')
  const [drawn, setDrawn] = useState(onApproach ? FIRST : count)
  const shown = Math.min(drawn, count)
  const frame = useRef<HTMLDivElement>(null)
  const rest = useRef<HTMLDivElement>(null)
  const drawMore = useCallback(() => setDrawn((before) => Math.min(before + BATCH, count)), [count])
  useHiddenPart(
    form,
    useCallback(() => setDrawn(count), [count]),
  )

  // The rest's height follows the drawn fields' average, measured before the paint.
  useLayoutEffect(() => {
    if (!frame.current || !rest.current) return
    const drawnHeight = rest.current.getBoundingClientRect().top - frame.current.getBoundingClientRect().top
    rest.current.style.height = `${Math.round((drawnHeight / shown) * (count - shown))}px`
  }, [shown, count])

  // Observed anew after each batch: an observer reports on its first look, so a rest still near draws another batch.
  useEffect(() => {
    const block = rest.current
    if (!block) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && drawMore(),
      { root: scrollParentOf(block), rootMargin: MARGIN },
    )
    observer.observe(block)
    return () => observer.disconnect()
  }, [shown, drawMore])

  if (!onApproach) return <>{children()}</>
  const drawnNames = new Set(names.slice(0, shown))
  const focusables = () => Array.from(frame.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])
  const onFocus = (event: FocusEvent) => {
    const focusable = focusables()
    const at = focusable.indexOf(event.target as HTMLElement)
    if (at === focusable.length - 1 && cameFromBelow(frame.current!, event.relatedTarget)) {
      // Shift+Tab from below the form goes back to its last field: the rest is drawn and focus moves on to it.
      flushSync(() => setDrawn(count))
      focusables().at(-1)?.focus()
    } else if (at >= 0 && focusable.length - at <= AHEAD) drawMore()
  }
  const whole = shown >= count
  return (
    <div ref={frame} onFocus={whole ? undefined : onFocus}>
      {children(whole ? undefined : (_schema, name) => drawnNames.has(name))}
      {whole ? null : <div ref={rest} aria-hidden />}
    </div>
  )
}
