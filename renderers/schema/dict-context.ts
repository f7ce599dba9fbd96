import { session } from '@/session/session-store'
import { entityDictCodes } from './entities'
import type { SemanticContext } from './semantic'

/** The dictionaries a schema may name right now: the signed-in session's cache and the entities' codes. */
export function currentContext(): SemanticContext {
  return { dictCodes: new Set([...Object.keys(session.dictCache), ...entityDictCodes()]) }
}
