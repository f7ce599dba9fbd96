/**
 * `npm test`: every check, then each phase's wall time (the README keeps the latest figures).
 *
 * The phases run in two lanes at once. The first is the format check and the type check (side by side), then the
 * unit and integration files on two vitest workers, all bound by the processor. The end-to-end files are the second lane, from the start: they mostly wait (on Chromium's pages, the mock servers, the app's own
 * timers), and one busy loop beside them slowed them by 15 % where it slowed the unit and integration files by 34 %
 * (README, *Test suite*), so run after the first lane they left a core idle for over ten minutes. ESLint, the longest
 * check (type-aware rules build the whole program), follows the end-to-end files in their lane: beside the two builds
 * at the start it took 368–432 s and held back the unit files, the suite's longest phase. The other order (the unit
 * files alone beside the end-to-end files, all checks after those) was slower: the unit files crawled beside the
 * builds.
 * Every phase runs even when one before it failed, so one run tells everything; the exit code is 1 when any step
 * failed. Each output line is prefixed with its step's name, as the steps write side by side; as the lanes interleave,
 * a failed step's own report would scroll out of sight behind the other lane, so it is printed again at the end.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/** A phase's steps are package.json scripts, run side by side. */
interface Phase {
  name: string
  scripts: string[]
}

const LANES: Phase[][] = [
  [
    { name: 'format, types', scripts: ['lint:format', 'typecheck'] },
    { name: 'unit + integration', scripts: ['test:unit'] },
  ],
  [
    { name: 'end-to-end', scripts: ['test:e2e'] },
    { name: 'lint', scripts: ['lint:code'] },
  ],
]

interface Outcome {
  name: string
  seconds: number
  ok: boolean
  /** What the step printed, kept to repeat a failed step's report at the end. */
  lines: string[]
}

interface PhaseOutcome {
  line: string
  ok: boolean
  failed: Outcome[]
}

/** Copies a step's output to ours line by line, each line named after its step, and keeps it. */
function prefixLines(from: NodeJS.ReadableStream, to: NodeJS.WriteStream, script: string, kept: string[]): void {
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    kept.push(line)
    to.write(`[${script}] ${line}\n`)
  })
}

// eslint-disable-next-line no-control-regex -- the colour codes the steps write
const COLOURS = /\u001b\[[0-9;]*m/g
const REPORT_LINES = 400

/** A failed step's own report: vitest's failures section onwards, or else the step's last lines. */
function failureReport(lines: string[]): string[] {
  const start = lines.findIndex((line) => /Failed (Tests|Suites) \d+/.test(line.replace(COLOURS, '')))
  return start >= 0 ? lines.slice(start, start + REPORT_LINES) : lines.slice(-REPORT_LINES / 4)
}

/**
 * Every node process of the run (vitest and its workers, ESLint, Prettier, the builds, the mock servers) gets a young
 * generation of 128 MB instead of V8's 16: the tests allocate short-lived objects by the gigabyte (React's development
 * build, jsdom), and each minor collection walks what is still alive. `users-list.test.tsx`, counted by a
 * PerformanceObserver of its worker's collections: 198 scavenges taking 1.42–1.49 s by default, 28 taking 0.70–0.72 s
 * at 128 MB (51 and 0.93–0.97 s at 64 MB).
 */
const YOUNG_GENERATION = '--max-semi-space-size=128'

function run(script: string): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const nodeOptions = [process.env.NODE_OPTIONS, YOUNG_GENERATION].filter(Boolean).join(' ')
    // Piped, the steps would drop their colours; they keep them when this run writes to a terminal.
    const env = { ...process.env, NODE_OPTIONS: nodeOptions, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) }
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env })
    const lines: string[] = []
    prefixLines(child.stdout, process.stdout, script, lines)
    prefixLines(child.stderr, process.stderr, script, lines)
    const finish = (ok: boolean) => resolve({ name: script, seconds: (performance.now() - started) / 1000, ok, lines })
    child.on('error', () => finish(false))
    child.on('close', (code) => finish(code === 0))
  })
}

const seconds = (value: number) => `${Math.round(value)} s`

async function runPhase(phase: Phase): Promise<PhaseOutcome> {
  const started = performance.now()
  const outcomes = await Promise.all(phase.scripts.map(run))
  const ok = outcomes.every((outcome) => outcome.ok)
  const parts =
    outcomes.length > 1
      ? ` (${outcomes.map((outcome) => `${outcome.name} ${seconds(outcome.seconds)}${outcome.ok ? '' : ' FAILED'}`).join(', ')})`
      : ''
  const line = `${phase.name.padEnd(20)} ${seconds((performance.now() - started) / 1000).padStart(6)}${ok ? '' : '  FAILED'}${parts}`
  return { line, ok, failed: outcomes.filter((outcome) => !outcome.ok) }
}

/** The lane's phases one after the other. */
async function runLane(phases: Phase[]): Promise<PhaseOutcome[]> {
  const outcomes: PhaseOutcome[] = []
  for (const phase of phases) outcomes.push(await runPhase(phase))
  return outcomes
}

async function main(): Promise<void> {
  const started = performance.now()
  const outcomes = (await Promise.all(LANES.map(runLane))).flat()
  for (const step of outcomes.flatMap((outcome) => outcome.failed)) {
    console.log(`\n${step.name} FAILED — its report again:\n${failureReport(step.lines).join('\n')}`)
  }
  const report = [
    ...outcomes.map((outcome) => outcome.line),
    `${'total'.padEnd(20)} ${seconds((performance.now() - started) / 1000).padStart(6)}`,
  ]
  console.log(
    `\nnpm test — wall time per phase (two lanes: format, types → unit + integration; end-to-end → lint):\n${report.map((line) => `  ${line}`).join('\n')}`,
  )
  process.exitCode = outcomes.every((outcome) => outcome.ok) ? 0 : 1
}

void main()
