import type { Form } from '@formily/core'
import { useEffect } from 'react'
import { flushSync } from 'react-dom'

const partsByForm = new WeakMap<Form, Set<() => void>>()

/**
 * Registers a part of the form that leaves its fields unmounted until the user shows them (a tab pane not opened
 * yet). Formily validates only the fields its graph holds, and a field joins the graph when its component first
 * draws, so `mount` must draw the part's fields (hidden as before) for the save to validate them.
 */
export function useHiddenPart(form: Form, mount: () => void): void {
  useEffect(() => {
    const parts = partsByForm.get(form) ?? new Set<() => void>()
    partsByForm.set(form, parts)
    parts.add(mount)
    return () => void parts.delete(mount)
  }, [form, mount])
}

/**
 * Draws every hidden part of the form at once, before the save validates it: a required field in a tab never opened
 * still blocks the save. The drawing is synchronous (its effects included), so the fields, and the editable tables
 * the save walks (form-tables.ts), are in Formily's graph when this returns.
 */
export function mountHiddenParts(form: Form): void {
  const parts = partsByForm.get(form)
  if (!parts?.size) return
  flushSync(() => parts.forEach((mount) => mount()))
}
