/**
 * Entity ids and catalogue areas (file names) of business screens: the agency's own (`ipr-…`) and the backend's
 * one-to-many demo (`jeecg-order…`, JeecgOrderMainController). Their types and client are written to
 * schemas/generated/, next to the schemas they come from, so neither the app (src/) nor the engine (renderers/) names a
 * business area; every other file is JeecgBoot's own system API, which the app calls itself.
 */
const BUSINESS = /^(ipr-|jeecg-order)/

export const isBusiness = (name: string): boolean => BUSINESS.test(name)

/** Where the generated modules of a business or a system area live. */
export const generatedFolder = (name: string): string => (isBusiness(name) ? 'schemas/generated' : 'src/generated')
