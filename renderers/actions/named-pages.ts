import { createContext } from 'react'
import type { ListPageSchema } from '../generated/schema-language'

/** Fetches a list page named by its component path, checked against its meta-schema; rejects with its problems. */
export type LoadNamedList = (name: string) => Promise<ListPageSchema>

/**
 * How an action reaches another page's schema (createFrom opens that page's add form): handed down by the page host
 * (schema/SchemaPage), which fetches and checks pages, so the actions need no import of the page loader.
 */
export const NamedPages = createContext<LoadNamedList | undefined>(undefined)
