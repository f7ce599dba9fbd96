import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { aliases } from './build/aliases'

export default defineConfig({
  plugins: [react()],
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
