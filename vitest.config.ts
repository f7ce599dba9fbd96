import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { aliases } from './build/aliases.ts'
import { FIRM_TIME_ZONE } from './mocks/db/time.ts'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // vitest runs one worker fewer than the machine has cores: a single worker on the 2-core CI machine, with the main
    // process (which only transforms and reports) mostly idle. Two workers keep both cores busy.
    maxWorkers: 2,
    // A hook that unmounts a page and waits for its requests to settle can take many seconds beside other work; vitest's
    // 10 s default turned such a clean-up into a red build on a busy machine.
    hookTimeout: 180000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // A unit test that seeds the built-in backend or compiles the validators takes a second on an idle machine and
          // many times that beside other work; vitest's 5 s default would turn a busy machine into a red build.
          testTimeout: 120000,
          include: [
            'tests/unit/**/*.test.ts',
            'src/**/*.test.ts',
            'renderers/**/*.test.ts',
            'mocks/**/*.test.ts',
            'schemas/**/*.test.ts',
            'codegen/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'jsdom',
          include: ['tests/integration/**/*.test.{ts,tsx}', 'src/**/*.test.tsx', 'renderers/**/*.test.tsx'],
          setupFiles: ['tests/integration/setup.ts'],
          // The pages run as in the firm's browsers, at GMT+8, the zone the built-in backend dates its records in (as
          // JeecgBoot's Jackson does): in a machine zone eight hours behind, "today" of the page and of the backend
          // differ from 16:00 UTC on, and 本月 or 本周 are other periods on the first hours of a month or week.
          // The unit project keeps the machine's zone: the backend's dates must not depend on it.
          env: { TZ: FIRM_TIME_ZONE },
          // Generous on purpose: a test only runs this long when the machine is starved, and then it must still pass.
          testTimeout: 180000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A browser test beside the unit suite on a 2-core machine can take minutes (the 20,000-user store seeds first).
          testTimeout: 180000,
          hookTimeout: 240000,
          // A page answers within milliseconds on an idle machine but can take many seconds on a busy 2-core CI box
          // (a dictionary save waited on its duplicate check past 15 s beside a busy loop); polling assertions wait for
          // what a user would see, with the same 30 s patience as the integration tests' waits.
          expect: { poll: { timeout: 30000, interval: 100 } },
          fileParallelism: false,
        },
      },
    ],
  },
})
