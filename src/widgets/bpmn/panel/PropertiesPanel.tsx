import { Typography, theme } from 'antd'
import { useDesigner, useDiagramRevision } from '../modeler/context'
import { sectionsFor, type SectionKey } from '../model/sections'
import type { DiagramElement } from '../model/types'
import { useSelectedElement } from './useSelectedElement'
import { ConditionSection } from './sections/ConditionSection'
import { ExtensionPropertiesSection } from './sections/ExtensionPropertiesSection'
import { FormSection } from './sections/FormSection'
import { GeneralSection } from './sections/GeneralSection'
import { ListenersSection } from './sections/ListenersSection'
import { LoopSection } from './sections/LoopSection'
import { MessagesSection } from './sections/MessagesSection'
import { OtherSection } from './sections/OtherSection'
import { TaskSection } from './sections/TaskSection'

/** The panel's default width, as in the original designer. */
export const PANEL_WIDTH = 480

interface SectionProps {
  element: DiagramElement
  processKeyLocked: boolean
}

const SECTIONS: Record<SectionKey, { title: string; render(props: SectionProps): React.ReactNode }> = {
  general: { title: '常规信息', render: (props) => <GeneralSection {...props} /> },
  messages: { title: '消息与信号', render: ({ element }) => <MessagesSection element={element} /> },
  condition: { title: '流转条件', render: ({ element }) => <ConditionSection element={element} /> },
  form: { title: '表单', render: ({ element }) => <FormSection element={element} /> },
  task: { title: '任务', render: ({ element }) => <TaskSection element={element} /> },
  loop: { title: '多实例', render: ({ element }) => <LoopSection element={element} /> },
  executionListeners: {
    title: '执行监听器',
    render: ({ element }) => <ListenersSection element={element} kind="execution" />,
  },
  taskListeners: { title: '任务监听器', render: ({ element }) => <ListenersSection element={element} kind="task" /> },
  extensionProperties: { title: '扩展属性', render: ({ element }) => <ExtensionPropertiesSection element={element} /> },
  other: { title: '其他', render: ({ element }) => <OtherSection element={element} /> },
}

/**
 * Our own properties panel for all three engines; each section reads the element on every diagram change.
 *
 * Sections are native <details> rather than antd's Collapse: antd's Button styles import the colour-picker presets,
 * which import Collapse, so any use of Collapse in the app puts the accordion into the login page's first bundle.
 * Every section stays rendered (closed ones are merely folded), so their forms keep state, like a force-rendered panel.
 */
export function PropertiesPanel({ processKeyLocked }: { processKeyLocked: boolean }) {
  const { flavour } = useDesigner()
  const element = useSelectedElement()
  const revision = useDiagramRevision()
  const { token } = theme.useToken()
  const keys = sectionsFor(element)
  return (
    <aside
      style={{ width: PANEL_WIDTH, flex: `0 0 ${PANEL_WIDTH}px`, overflow: 'auto', borderLeft: '1px solid #f0f0f0' }}
      data-testid="bpmn-properties-panel"
      data-revision={revision}
    >
      <Typography.Text type="secondary" style={{ display: 'block', padding: '8px 12px' }}>
        {flavour.name} · {element.type.replace('bpmn:', '')} · {element.id}
      </Typography.Text>
      <div key={element.id}>
        {keys.map((key) => (
          <details
            key={key}
            open={key === 'general'}
            style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}
          >
            <summary
              style={{
                padding: '12px 16px',
                cursor: 'pointer',
                fontWeight: 500,
                color: token.colorTextHeading,
                userSelect: 'none',
              }}
            >
              {SECTIONS[key].title}
            </summary>
            <div style={{ padding: '0 16px 16px' }}>{SECTIONS[key].render({ element, processKeyLocked })}</div>
          </details>
        ))}
      </div>
    </aside>
  )
}
