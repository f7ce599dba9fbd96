import { Component, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  /** What stands in for the children after they threw; `retry` renders them again. */
  fallback: (error: Error, retry: () => void) => ReactNode
  children: ReactNode
}

/** Keeps an error thrown while rendering inside its children from unmounting everything around them. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error?: Error }> {
  override state: { error?: Error } = {}

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  private readonly retry = () => this.setState({ error: undefined })

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children
  }
}
