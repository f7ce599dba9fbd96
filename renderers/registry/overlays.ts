import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** What a list's overlay action hands its overlay: the row, the action's resolved props, and two ways back. */
export interface OverlayProps {
  record: Record<string, unknown>
  props: Record<string, unknown>
  onClose: () => void
  /** The overlay changed the row on the server (marked a notice read): the list reloads. */
  onChanged: () => void
}

/**
 * Hand-coded dialogs a list schema may open on a row by name (`"overlay": {"name": "notice"}`). Each loads only when
 * first opened, so a list that never opens one does not carry its code.
 */
export const OVERLAYS: Record<string, LazyExoticComponent<ComponentType<OverlayProps>>> = {
  notice: lazy(() => import('@/notices/NoticeOverlay')),
}
