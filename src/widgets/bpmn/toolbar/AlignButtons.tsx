import { App, Button, Space, Tooltip } from 'antd'
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons'
import type Selection from 'diagram-js/lib/features/selection/Selection'
import { useDesigner } from '../modeler/context'

interface AlignElements {
  trigger(elements: unknown[], type: string): void
}

const ALIGNMENTS = [
  { type: 'left', label: '向左对齐', icon: <AlignLeftOutlined /> },
  { type: 'right', label: '向右对齐', icon: <AlignRightOutlined /> },
  { type: 'top', label: '向上对齐', icon: <VerticalAlignTopOutlined /> },
  { type: 'bottom', label: '向下对齐', icon: <VerticalAlignBottomOutlined /> },
  { type: 'center', label: '水平居中', icon: <AlignCenterOutlined /> },
  { type: 'middle', label: '垂直居中', icon: <VerticalAlignMiddleOutlined /> },
] as const

/** Alignment needs at least two selected elements and a confirmation, since it can distort the diagram. */
export function AlignButtons() {
  const { modeler } = useDesigner()
  const { message, modal } = App.useApp()

  const align = (type: string) => {
    const selected = modeler.get<Selection>('selection').get()
    if (selected.length < 2) {
      message.warning('请按住 Ctrl 键选择多个元素对齐')
      return
    }
    modal.confirm({
      title: '警告',
      content: '自动对齐可能造成图形变形，是否继续？',
      onOk: () => modeler.get<AlignElements>('alignElements').trigger(selected, type),
    })
  }

  return (
    <Space.Compact>
      {ALIGNMENTS.map(({ type, label, icon }) => (
        <Tooltip key={type} title={label}>
          <Button icon={icon} aria-label={label} onClick={() => align(type)} />
        </Tooltip>
      ))}
    </Space.Compact>
  )
}
