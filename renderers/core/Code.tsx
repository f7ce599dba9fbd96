import type { ReactNode } from 'react'

/**
 * A file name, path or JSON pointer set as code, with antd Typography's code look: the messages that show one are drawn
 * by modules every page loads, which should not bring Typography with them.
 */
export function Code({ children }: { children: ReactNode }) {
  return (
    <code
      style={{
        margin: '0 0.2em',
        padding: '0.2em 0.4em 0.1em',
        fontSize: '85%',
        background: 'rgba(150, 150, 150, 0.1)',
        border: '1px solid rgba(100, 100, 100, 0.2)',
        borderRadius: 3,
      }}
    >
      {children}
    </code>
  )
}
