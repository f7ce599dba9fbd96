import { useState } from 'react'
import { App, Button, Space, Tooltip } from 'antd'
import { ClearOutlined, CompressOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons'
import type Canvas from 'diagram-js/lib/core/Canvas'
import type { Point } from 'diagram-js/lib/util/Types'
import type CommandStack from 'diagram-js/lib/command/CommandStack'
import { blankDiagram } from '../flavours/blank'
import { useDesigner, useModelerEvent } from '../modeler/context'
import { importDiagram } from '../modeler/import'

/** Reset and centre, undo, redo (availability follows the command stack) and redraw, which starts a blank diagram. */
export function HistoryButtons() {
  const { modeler, flavour } = useDesigner()
  const { modal } = App.useApp()
  const commandStack = modeler.get<CommandStack>('commandStack')
  const [history, setHistory] = useState({ undo: commandStack.canUndo(), redo: commandStack.canRedo() })
  useModelerEvent(['commandStack.changed', 'import.done'], () =>
    setHistory({ undo: commandStack.canUndo(), redo: commandStack.canRedo() }),
  )

  // diagram-js accepts 'auto' (centre the diagram) though its typings only name a point.
  const resetView = () => modeler.get<Canvas>('canvas').zoom('fit-viewport', 'auto' as unknown as Point)

  const redraw = () => {
    modal.confirm({
      title: '提示',
      content: '重新绘制将清空当前流程图与操作记录，是否继续？',
      // Importing resets the command stack, which clears undo and redo together.
      onOk: () => importDiagram(modeler, blankDiagram(flavour), flavour, () => true),
    })
  }

  return (
    <Space.Compact>
      <Tooltip title="重置视图并居中">
        <Button icon={<CompressOutlined />} aria-label="重置视图并居中" onClick={resetView} />
      </Tooltip>
      <Tooltip title="撤销">
        <Button
          icon={<UndoOutlined />}
          aria-label="撤销"
          disabled={!history.undo}
          onClick={() => commandStack.undo()}
        />
      </Tooltip>
      <Tooltip title="恢复">
        <Button
          icon={<RedoOutlined />}
          aria-label="恢复"
          disabled={!history.redo}
          onClick={() => commandStack.redo()}
        />
      </Tooltip>
      <Tooltip title="重新绘制">
        <Button icon={<ClearOutlined />} aria-label="重新绘制" onClick={redraw} />
      </Tooltip>
    </Space.Compact>
  )
}
