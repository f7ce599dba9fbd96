import { Component, type ReactNode } from 'react'
import { ExpressionError } from '../expression'
import { SchemaErrorPanel } from './SchemaErrorPanel'

interface State {
  error?: Error
}

/**
 * Turns an error thrown while rendering a schema (an expression that fails at run time, a component that throws)
 * into the error panel, so the shell around the page keeps working.
 */
export class SchemaErrorBoundary extends Component<{ source: string; children: ReactNode }, State> {
  override state: State = {}

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const message = error instanceof ExpressionError ? `表达式有误：${error.reason}（${error.expression}）` : `渲染失败：${error.message}`
    return <SchemaErrorPanel source={this.props.source} problems={[{ pointer: '', message }]} />
  }
}
