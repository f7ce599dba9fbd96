/** What a list's overlay action hands its overlay: the row, the action's resolved props, and two ways back. */
export interface OverlayProps {
  record: Record<string, unknown>
  props: Record<string, unknown>
  onClose: () => void
  /** The overlay changed the row on the server (marked a notice read): the list reloads. */
  onChanged: () => void
}
