import { createContext, type ReactNode } from 'react'

/**
 * Draws a list page named by its component path, its `{{ }}` seeing `scope` as a nested list's do; `fixedParams` join
 * its own (a record page's tab narrowing the list to the record).
 */
export type DrawNamedList = (name: string, scope: object, fixedParams?: Record<string, unknown>) => ReactNode

/**
 * How a list draws a list page that it names instead of holding (a drawer's, a sub list): handed down by the page host
 * (schema/SchemaPage), which fetches and checks pages, so the list renderer needs no import of the page loader.
 */
export const NamedLists = createContext<DrawNamedList | undefined>(undefined)
