import js from '@eslint/js'
import json from '@eslint/json'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** What ESLint lints as code (JSON files are linted as JSON). */
const CODE = ['**/*.{js,mjs,cjs,ts,tsx}']

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'coverage/**',
      'public/**',
      'src/generated/**',
      'renderers/generated/**',
      'schemas/generated/**',
      'tests/e2e/artifacts/**',
    ],
  },
  {
    // Code only: JSON files get the JSON language and its own rules below.
    files: CODE,
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked, jsxA11y.flatConfigs.recommended],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // One program from tsconfig.json rather than typescript-eslint's project service (typescript-eslint issue 9571):
      // the whole repository, two runs each on 2026-11-30, 127–131 s of processor time against 136–140.
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // Destructuring a prop beside `...rest` is how a component keeps it from being passed on.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // React's hook rules (React's compiler behind them) where components and hooks live: the app, the engine, the
  // build's hook shims and the rendering tests; the built-in backend, codegen and the node-side tests have none.
  { ...reactHooks.configs.flat.recommended, files: ['src/**', 'renderers/**', 'build/**/*.tsx', 'tests/**/*.tsx'] },
  {
    // The engine receives the app's services (data, session, dictionaries, components) from the composition root in
    // src/engine through providers and registries; importing the app would tie it to one shell again.
    files: ['renderers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '**/src', '**/src/*', '**/src/**'],
              message:
                "renderers/ is the engine: it receives the app's services through providers (renderers/providers) and registries filled by src/engine, and imports nothing from src/.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@\\/|(^|\\/)src(\\/|$)/]',
          message: 'renderers/ is the engine: the app registers its lazily loaded components in src/engine instead.',
        },
      ],
    },
  },
  {
    // The app uses the engine through its public face, renderers/index.ts, and the generated contract types. The
    // screens are the exception: each is fetched with its route, and re-exported by the index it would join the shell.
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@renderers/(?!generated/|schema/(SchemaPage|ComponentPage)$|report/OnlineReportPage$)',
              message: "src/ uses the engine through '@renderers' (renderers/index.ts): export what it needs there.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read answers and DOM nodes whose shape is what the assertion checks: typing each JSON body first would
    // only restate the expectation, so the any-flow rules stay on for shipped code only.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The built-in backend stands in for the real server, so it shares no code with the app or the engine: pure code
    // both sides need lives in schemas/rules. Generated entity and schema types are the one exception, as type-only
    // imports, which the compiler erases.
    files: ['mocks/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@renderers(/|$)|(^|/)renderers(/|$)',
              message:
                'mocks/ must not import the engine (renderers/); move pure code both need to schemas/rules/, or import type from src/generated/.',
            },
            {
              regex: '^@/(?!generated/)|(^|/)src/(?!generated/)',
              message:
                'mocks/ must not import the app (src/); move pure code both need to schemas/rules/, or import type from src/generated/.',
            },
            {
              regex: '^@/generated/|(^|/)src/generated/',
              allowTypeImports: true,
              message:
                'mocks/ may import src/generated/ with `import type` only: types are erased at build, code would tie the backend to the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The built-in backend's kernel (request context, routes, database, CRUD engine, generic services) serves every
    // area and names none: areas reach it through the Area descriptor that mocks/areas/index.ts lists and the runtimes
    // hand over. Its tests may start a whole backend, so they are outside the zone.
    files: ['mocks/kernel/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './mocks/kernel',
              from: ['./mocks/areas', './mocks/backend.ts', './mocks/database.ts'],
              message:
                'mocks/kernel/ never imports an area (or the wiring of the areas): declare what it needs in the kernel (Area, SeedContext, a registry) and let mocks/areas/index.ts hand it over.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
  {
    // Schemas, seed data and menus are JSON read by JSON.parse, which keeps the last of two equal keys without a word:
    // a key written twice (as two merged branches once wrote one rule under the same name) loses the first silently.
    files: ['schemas/**/*.json', 'mocks/**/*.json', 'tests/**/*.json'],
    ignores: ['schemas/generated/**'],
    plugins: { json },
    language: 'json/json',
    rules: { 'json/no-duplicate-keys': 'error' },
  },
)
