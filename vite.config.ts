import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { aliases } from './build/aliases'
import { noEvalPlugin } from './build/no-eval-plugin'

export default defineConfig({
  // noEvalPlugin strips Formily's default compiler and other Function() uses, and fails a build that still has any.
  plugins: [react(), noEvalPlugin()],
  resolve: { alias: aliases },
  server: { port: 5173 },
  preview: {
    // The shipped app never compiles code at run time, so it must keep working under a strict CSP.
    headers: { 'Content-Security-Policy': "script-src 'self'" },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
})
