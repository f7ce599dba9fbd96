import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons'
import { useRef, useState, type PointerEvent } from 'react'

const HANDLE = 40

interface Props {
  onVerified: () => void
  width?: number
}

/**
 * "拖动滑块验证": dragging the handle to the far end verifies; an early release resets; once verified the handle
 * no longer moves.
 */
export function DragSlider({ onVerified, width = 368 }: Props) {
  const [offset, setOffset] = useState(0)
  const [verified, setVerified] = useState(false)
  const start = useRef<number | null>(null)
  const [dragging, setDragging] = useState(false)
  const max = width - HANDLE

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (verified) return
    start.current = event.clientX - offset
    setDragging(true)
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null || verified) return
    const next = Math.min(Math.max(event.clientX - start.current, 0), max)
    setOffset(next)
    if (next >= max) {
      start.current = null
      setDragging(false)
      setVerified(true)
      onVerified()
    }
  }
  const onPointerUp = () => {
    if (start.current === null || verified) return
    start.current = null
    setDragging(false)
    setOffset(0)
  }

  return (
    <div
      role="slider"
      aria-label="拖动滑块验证"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(offset)}
      style={{
        position: 'relative',
        width,
        maxWidth: '100%',
        height: HANDLE,
        background: '#e8e8e8',
        borderRadius: 4,
        userSelect: 'none',
        overflow: 'hidden',
      }}
    >
      <div
        style={{
          position: 'absolute',
          inset: 0,
          width: offset + HANDLE,
          background: verified ? '#52c41a' : '#7ac23c',
          transition: dragging ? undefined : 'width .3s',
        }}
      />
      <div
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: verified ? '#fff' : 'rgba(0,0,0,.45)',
          fontSize: 14,
          pointerEvents: 'none',
        }}
      >
        {verified ? '验证通过' : '拖动滑块验证'}
      </div>
      <div
        data-testid="drag-slider-handle"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{
          position: 'absolute',
          top: 0,
          left: offset,
          width: HANDLE,
          height: HANDLE,
          background: '#fff',
          border: '1px solid #ccc',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          cursor: verified ? 'default' : 'move',
          touchAction: 'none',
          transition: dragging ? undefined : 'left .3s',
          color: verified ? '#52c41a' : '#999',
        }}
      >
        {verified ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  )
}
