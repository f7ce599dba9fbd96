import { platformName } from '@/config/env'

export function GlobalFooter() {
  return (
    <footer className="app-footer">
      <div>
        <a href="https://ant.design" target="_blank" rel="noopener noreferrer">
          Ant Design
        </a>
      </div>
      <div>Copyright © 2021 {platformName}</div>
    </footer>
  )
}
