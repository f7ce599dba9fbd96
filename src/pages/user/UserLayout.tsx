import { Outlet } from 'react-router-dom'
import { platformName } from '@/config/env'

/** The sign-in frame: platform title, subtitle and copyright footer. Deliberately free of the signed-in shell. */
export default function UserLayout() {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: '#f0f2f5 linear-gradient(180deg, #e6f4ff 0%, #f0f2f5 60%)',
      }}
    >
      <main style={{ flex: 1, padding: '88px 16px 24px' }}>
        <header style={{ textAlign: 'center', marginBottom: 40 }}>
          <div style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
            <img src="/logo.svg" alt="logo" width={44} height={44} />
            <h1 style={{ margin: 0, fontSize: 30, fontWeight: 600, color: 'rgba(0,0,0,.85)' }}>{platformName}</h1>
          </div>
          <p style={{ marginTop: 12, color: 'rgba(0,0,0,.45)', fontSize: 14 }}>管理系统</p>
        </header>
        <section style={{ width: 368, maxWidth: '100%', margin: '0 auto' }}>
          <Outlet />
        </section>
      </main>
      <footer style={{ textAlign: 'center', padding: '24px 16px', color: 'rgba(0,0,0,.45)', fontSize: 14 }}>
        Copyright © 2021 {platformName}
      </footer>
    </div>
  )
}
