import { useLocation } from 'react-router-dom'
import { OnlineReportPage } from '@renderers/report/OnlineReportPage'

/** The report id is the last segment of the menu's path, `/online/cgreport/{reportId}` (the original's `:code`). */
const reportIdOf = (pathname: string): string => decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '')

/**
 * The online-report list component of the built-in online library: every report menu row names it, so the page
 * is keyed by the report, and moving between two report menus starts the other report afresh.
 */
export default function OnlCgreportAutoList() {
  const reportId = reportIdOf(useLocation().pathname)
  return <OnlineReportPage key={reportId} reportId={reportId} />
}
