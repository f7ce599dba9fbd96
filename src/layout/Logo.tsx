import { Link } from 'react-router-dom'
import { homePath, platformName } from '@/config/env'
import type { NavTheme } from './settings-store'

/** The logo links to the home path, the analysis dashboard. */
export function Logo({ showTitle, theme }: { showTitle: boolean; theme: NavTheme }) {
  return (
    <Link to={homePath} className={`app-logo ${theme}`} aria-label={`${platformName} 首页`}>
      <img src="/logo.svg" alt="logo" width={32} height={32} />
      {showTitle && <h1>{platformName}</h1>}
    </Link>
  )
}
