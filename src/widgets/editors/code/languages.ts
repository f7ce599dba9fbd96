import { StreamLanguage, type StreamParser } from '@codemirror/language'
import type { Extension } from '@codemirror/state'

const legacy = (parser: StreamParser<unknown>): Extension => StreamLanguage.define(parser)

/**
 * The code editor's languages (the original editor's twelve, CSS to Markdown, plus JSON for the rule and config fields
 * that hold JSON).
 * Each language's grammar is its own chunk, fetched when an editor first needs it.
 */
export const CODE_LANGUAGES = {
  css: { label: 'CSS', load: () => import('@codemirror/lang-css').then((module) => module.css()) },
  javascript: {
    label: 'Javascript',
    load: () => import('@codemirror/lang-javascript').then((module) => module.javascript()),
  },
  html: { label: 'XML/HTML', load: () => import('@codemirror/lang-html').then((module) => module.html()) },
  java: { label: 'Java', load: () => import('@codemirror/lang-java').then((module) => module.java()) },
  objectivec: {
    label: 'Objective-C',
    load: () => import('@codemirror/legacy-modes/mode/clike').then((module) => legacy(module.objectiveC)),
  },
  python: { label: 'Python', load: () => import('@codemirror/lang-python').then((module) => module.python()) },
  r: { label: 'R', load: () => import('@codemirror/legacy-modes/mode/r').then((module) => legacy(module.r)) },
  shell: {
    label: 'Shell',
    load: () => import('@codemirror/legacy-modes/mode/shell').then((module) => legacy(module.shell)),
  },
  sql: { label: 'SQL', load: () => import('@codemirror/lang-sql').then((module) => module.sql()) },
  swift: {
    label: 'Swift',
    load: () => import('@codemirror/legacy-modes/mode/swift').then((module) => legacy(module.swift)),
  },
  vue: { label: 'Vue', load: () => import('@codemirror/lang-vue').then((module) => module.vue()) },
  markdown: { label: 'Markdown', load: () => import('@codemirror/lang-markdown').then((module) => module.markdown()) },
  json: { label: 'JSON', load: () => import('@codemirror/lang-json').then((module) => module.json()) },
} satisfies Record<string, { label: string; load: () => Promise<Extension> }>

export type CodeLanguage = keyof typeof CODE_LANGUAGES

export const isCodeLanguage = (name: unknown): name is CodeLanguage =>
  typeof name === 'string' && Object.hasOwn(CODE_LANGUAGES, name)

/** The original's placeholder, 'enter {language} code here'. */
export const codePlaceholder = (language: CodeLanguage) => `请在此输入${CODE_LANGUAGES[language].label}代码`
