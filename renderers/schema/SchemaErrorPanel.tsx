import { Alert } from 'antd'
import { Code } from '../core/Code'
import { LazyResult } from '../core/LazyResult'
import type { SchemaProblem } from '../core/problems/problems'

/** Shown in the page area instead of a screen whose schema is wrong: which file, where in it, and what. */
export function SchemaErrorPanel({ source, problems }: { source: string; problems: readonly SchemaProblem[] }) {
  return (
    <LazyResult
      status="error"
      title="页面配置有误"
      subTitle={
        <>
          <Code>{source}</Code> 有 {problems.length} 处问题，请修改后刷新页面。
        </>
      }
    >
      <Alert
        type="error"
        role="alert"
        message={
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {problems.map((problem) => (
              <li key={`${problem.pointer}\n${problem.message}`}>
                <Code>{problem.pointer || '/'}</Code> {problem.message}
              </li>
            ))}
          </ul>
        }
      />
    </LazyResult>
  )
}
