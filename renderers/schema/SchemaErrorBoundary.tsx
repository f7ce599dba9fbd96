import { Component, type ReactNode } from 'react'
import { ExpressionError } from '../core/expression/errors'
import { findText } from '../core/problems/problems'
import { SchemaErrorPanel } from './SchemaErrorPanel'

interface State {
  error?: Error
}

/**
 * Turns an error thrown while rendering a schema (an expression that fails at run time, a component that throws)
 * into the error panel, so the shell around the page keeps working. A failing expression is traced back to where
 * the schema writes it.
 */
export class SchemaErrorBoundary extends Component<{ source: string; schema: unknown; children: ReactNode }, State> {
  override state: State = {}

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const problem =
      error instanceof ExpressionError
        ? {
            pointer: findText(this.props.schema, error.expression),
            message: `表达式有误：${error.reason}（${error.expression}）`,
          }
        : { pointer: '', message: `渲染失败：${error.message}` }
    return <SchemaErrorPanel source={this.props.source} problems={[problem]} />
  }
}
