import { createRoot } from 'react-dom/client'
import { StrictMode } from 'react'
import { useBuiltInBackend } from '@/config/env'
import { App } from './App'

async function bootstrap() {
  // Constant-folded at build time: with a real API base URL no mock code reaches the bundle.
  if (useBuiltInBackend) {
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
