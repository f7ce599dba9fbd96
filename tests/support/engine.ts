import { currentContext } from '@renderers/schema/dict-context'
import { appComponents } from '@/engine/components'
import { appDictionaries } from '@/engine/dictionary-provider'

/** What the app's engine lets a schema name now: the session's dictionaries and the app's components. */
export const appSemanticContext = () => currentContext({ dictionaries: appDictionaries, components: appComponents })
