import { setValidateLanguage } from '@formily/core'
import { registerFormilyCompiler } from './core/expression/formily'
import { registerRules } from './rules/formily-rules'

let ready = false

/** Everything the engine needs before any SchemaField renders: the safe {{ }} compiler, the rules, Chinese messages. */
export function setupEngine(): void {
  if (ready) return
  ready = true
  registerFormilyCompiler()
  registerRules()
  setValidateLanguage('zh-CN')
}
