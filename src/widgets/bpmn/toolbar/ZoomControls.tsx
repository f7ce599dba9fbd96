import { useState } from 'react'
import { App, Button, Space, Tooltip } from 'antd'
import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons'
import type Canvas from 'diagram-js/lib/core/Canvas'
import { useDesigner, useModelerEvent } from '../modeler/context'
import { canZoomIn, canZoomOut, stepZoom, zoomPercent, ZOOM } from '../modeler/zoom'

/** Zoom out, percent and zoom in over 0.2–4, disabled at the bounds; follows wheel zoom through viewbox events. */
export function ZoomControls() {
  const { modeler } = useDesigner()
  const { message } = App.useApp()
  const [zoom, setZoom] = useState<number>(() => modeler.get<Canvas>('canvas').zoom() || ZOOM.initial)
  useModelerEvent<{ viewbox: { scale: number } }>('canvas.viewbox.changed', ({ viewbox }) => setZoom(viewbox.scale))

  const step = (direction: 1 | -1) => {
    const next = stepZoom(zoom, direction)
    if ('error' in next) {
      message.warning(next.error)
      return
    }
    modeler.get<Canvas>('canvas').zoom(next.zoom)
    setZoom(next.zoom)
  }

  return (
    <Space.Compact>
      <Tooltip title="缩小视图">
        <Button
          icon={<ZoomOutOutlined />}
          aria-label="缩小视图"
          disabled={!canZoomOut(zoom)}
          onClick={() => step(-1)}
        />
      </Tooltip>
      <Button data-testid="bpmn-zoom" style={{ width: 72 }}>
        {zoomPercent(zoom)}
      </Button>
      <Tooltip title="放大视图">
        <Button icon={<ZoomInOutlined />} aria-label="放大视图" disabled={!canZoomIn(zoom)} onClick={() => step(1)} />
      </Tooltip>
    </Space.Compact>
  )
}
