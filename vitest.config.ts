import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { aliases } from './build/aliases.ts'
import { FIRM_TIME_ZONE } from './mocks/kernel/db/time.ts'
import { E2E_WORKERS } from './tests/e2e/support/ports.ts'
import { EnvironmentSequencer } from './tests/support/environment-sequencer.ts'
import { BROWSER_TEST_TIMEOUT, STEP_WAIT, TEST_TIMEOUT } from './tests/support/timeouts.ts'

/**
 * A file that replaces a module (`vi.mock`) or reloads them (`vi.resetModules`), or reads a toast of antd's static
 * methods (their holder outlives the page emptied for each file), is named `*.isolated.test.*` and runs with a module
 * graph of its own; every other file shares its worker's modules with the files before it.
 */
const ISOLATED = '**/*.isolated.test.{ts,tsx}'

/**
 * The unit and integration projects, each as a shared-module project and an isolated one for the `ISOLATED` files.
 * Sharing modules is what makes the suite fast: with a fresh module graph per file, each of ~250 files spent seconds
 * evaluating React, antd, Formily and the built-in backend again. What a file leaves behind is cleared by the
 * projects' setup files (tests/integration/setup.ts) and by the backend helpers (reset after each test and file).
 */
function withIsolatedFiles(project: { name: string; include: string[] } & Record<string, unknown>) {
  const { name, include, ...rest } = project
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: { ...rest, name, include, exclude: [...configDefaults.exclude, ISOLATED], isolate: false },
  }
  const isolated: TestProjectInlineConfiguration = {
    extends: true,
    test: {
      ...rest,
      name: `${name}:isolated`,
      include: include.map((pattern) => pattern.replace(/\.test\./, '.isolated.test.')),
    },
  }
  return [shared, isolated]
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // vitest runs one worker fewer than the machine has cores: a single worker on the 2-core CI machine, with the main
    // process (which only transforms and reports) mostly idle. Two workers keep both cores busy.
    maxWorkers: 2,
    // Each project's files of one environment run one after the other, so a worker keeps its modules between them.
    sequence: { sequencer: EnvironmentSequencer },
    // vitest's defaults (5 and 10 s) are met by an idle machine but not by a busy 2-core one (tests/support/timeouts.ts).
    // The few heavier tests name their own longer limit beside their reason.
    testTimeout: TEST_TIMEOUT,
    hookTimeout: TEST_TIMEOUT,
    projects: [
      ...withIsolatedFiles({
        name: 'unit',
        environment: 'node',
        include: [
          'tests/unit/**/*.test.ts',
          'src/**/*.test.ts',
          'renderers/**/*.test.ts',
          'mocks/**/*.test.ts',
          'schemas/**/*.test.ts',
          'codegen/**/*.test.ts',
        ],
      }),
      ...withIsolatedFiles({
        name: 'integration',
        environment: 'jsdom',
        include: ['tests/integration/**/*.test.{ts,tsx}', 'src/**/*.test.tsx', 'renderers/**/*.test.tsx'],
        setupFiles: ['tests/integration/setup.ts'],
        // The pages run as in the firm's browsers, at GMT+8, the zone the built-in backend dates its records in (as
        // JeecgBoot's Jackson does): in a machine zone eight hours behind, "today" of the page and of the backend
        // differ from 16:00 UTC on, and 本月 or 本周 are other periods on the first hours of a month or week.
        // The unit project keeps the machine's zone: the backend's dates must not depend on it.
        env: { TZ: FIRM_TIME_ZONE },
      }),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // The global setup builds the app twice before the first file runs.
          hookTimeout: 240000,
          // A browser test walks many screens; on a busy 2-core machine the longest take minutes.
          testTimeout: BROWSER_TEST_TIMEOUT,
          // A page answers within milliseconds on an idle machine but can take many seconds on a busy 2-core CI box;
          // polling assertions wait for what a user would see, with the integration tests' patience.
          expect: { poll: { timeout: STEP_WAIT, interval: 100 } },
          // Files run two at a time, each worker against its own mock backend (tests/e2e/support/ports.ts).
          maxWorkers: E2E_WORKERS,
        },
      },
    ],
  },
})
