import { createContext, type ReactNode } from 'react'

/** Draws a list page named by its component path, its `{{ }}` seeing `scope` as a nested list's do. */
export type DrawNamedList = (name: string, scope: object) => ReactNode

/**
 * How a list draws a list page that it names instead of holding (a drawer's, a sub list): handed down by the page host
 * (schema/SchemaPage), which fetches and checks pages, so the list renderer needs no import of the page loader.
 */
export const NamedLists = createContext<DrawNamedList | undefined>(undefined)
