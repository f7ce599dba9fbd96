import { waitFor } from '@testing-library/react'
import { afterEach } from 'vitest'
import { clearGroupRequests } from '@renderers/report/group-request'
import { OnlineReportModal, type OnlineReportModalProps } from '@renderers/report/OnlineReportModal'
import { renderInApp, serveSignedInBackend } from '../engine/support'
import { expectRowsReady } from '../pickers/harness'

/** The built-in backend, admin signed in, and no grouped answers carried from one test to the next. */
export function serveReportBackend() {
  serveSignedInBackend()
  afterEach(() => clearGroupRequests())
}

export function renderReport(props: Partial<OnlineReportModalProps> & { code: string }) {
  return renderInApp(<OnlineReportModal onOk={() => undefined} onClose={() => undefined} {...props} />)
}

/** The popup's dialog (the topmost modal). */
export const dialog = (): HTMLElement => {
  const all = document.querySelectorAll<HTMLElement>('.ant-modal')
  return all[all.length - 1]
}

/** Body rows of the popup's table. */
export const tableRows = (): HTMLElement[] => [
  ...dialog().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'),
]

/** Waits until the popup's table shows rows a click reaches (no longer loading). */
export const popupRowsShown = () => waitFor(() => expectRowsReady(dialog(), tableRows()))
