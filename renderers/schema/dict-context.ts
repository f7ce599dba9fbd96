import type { EngineServices } from '../providers/engine-services'
import { knownDictCodes } from '../dict'
import type { SemanticContext } from './semantic'

/**
 * What a schema may name right now: the dictionaries of the signed-in session and of the entities, and the form
 * components, row dialogs and form handlers the app registered.
 */
export function currentContext({
  dictionaries,
  components,
}: Pick<EngineServices, 'dictionaries' | 'components'>): SemanticContext {
  return {
    dictCodes: knownDictCodes(dictionaries),
    formComponents: new Set(Object.keys(components.form)),
    overlays: new Set(Object.keys(components.overlays)),
    formHandlers: new Set(Object.keys(components.formHandlers ?? {})),
  }
}
