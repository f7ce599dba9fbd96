import { createRoot } from 'react-dom/client'
import { StrictMode } from 'react'
import { App } from './App'

async function bootstrap() {
  // Written against import.meta.env directly so the build folds it to a literal: with a real API base URL the
  // branch, and with it every byte of mock code, is dropped from the bundle.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startBuiltInBackend } = await import('@mocks/browser')
    await startBuiltInBackend()
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void bootstrap()
