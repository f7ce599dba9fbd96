// Runs the unit and integration suite beside the end-to-end suite: the browser tests spend most of their time waiting
// for what a user would see, so the 2-core CI machine has room for the jsdom tests meanwhile. Fails when either fails.
import { spawn } from 'node:child_process'

const run = (script: string) =>
  new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)))
  })

const codes = await Promise.all([run('test:unit'), run('test:e2e')])
process.exit(codes.every((code) => code === 0) ? 0 : 1)
