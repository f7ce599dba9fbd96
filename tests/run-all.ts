/**
 * `npm test`: every check, phase after phase, then each phase's wall time (the README keeps the latest figures).
 * The three static checks are single-threaded programs, so they run side by side on the two cores; the vitest phases
 * use both cores themselves. Every phase runs even when one before it failed, so one run tells everything; the exit
 * code is 1 when any step failed.
 */
import { spawn } from 'node:child_process'

/** A phase's steps are package.json scripts, run side by side. */
const PHASES: { name: string; scripts: string[] }[] = [
  { name: 'lint, format, types', scripts: ['lint:code', 'lint:format', 'typecheck'] },
  { name: 'unit + integration', scripts: ['test:unit'] },
  { name: 'end-to-end', scripts: ['test:e2e'] },
]

interface Outcome {
  name: string
  seconds: number
  ok: boolean
}

function run(script: string): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' })
    const finish = (ok: boolean) => resolve({ name: script, seconds: (performance.now() - started) / 1000, ok })
    child.on('error', () => finish(false))
    child.on('exit', (code) => finish(code === 0))
  })
}

const seconds = (value: number) => `${Math.round(value)} s`

async function main(): Promise<void> {
  const started = performance.now()
  const report: string[] = []
  let failed = false
  for (const phase of PHASES) {
    const phaseStarted = performance.now()
    const outcomes = await Promise.all(phase.scripts.map(run))
    const phaseOk = outcomes.every((outcome) => outcome.ok)
    failed ||= !phaseOk
    const parts =
      outcomes.length > 1
        ? ` (${outcomes.map((outcome) => `${outcome.name} ${seconds(outcome.seconds)}${outcome.ok ? '' : ' FAILED'}`).join(', ')})`
        : ''
    report.push(
      `${phase.name.padEnd(20)} ${seconds((performance.now() - phaseStarted) / 1000).padStart(6)}${phaseOk ? '' : '  FAILED'}${parts}`,
    )
  }
  report.push(`${'total'.padEnd(20)} ${seconds((performance.now() - started) / 1000).padStart(6)}`)
  console.log(`\nnpm test — wall time per phase:\n${report.map((line) => `  ${line}`).join('\n')}`)
  process.exitCode = failed ? 1 : 0
}

void main()
