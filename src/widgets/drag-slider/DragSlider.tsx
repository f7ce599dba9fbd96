import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons'
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

const HANDLE = 40

interface Props {
  onVerified: () => void
  width?: number
}

/** Keys of the WAI-ARIA slider pattern: how far each moves the handle, as a share of the track. */
const KEY_STEPS: Record<string, number> = {
  ArrowRight: 0.1,
  ArrowUp: 0.1,
  ArrowLeft: -0.1,
  ArrowDown: -0.1,
  PageUp: 0.5,
}

/**
 * "拖动滑块验证": dragging the handle to the far end verifies; an early release resets; once verified the handle
 * no longer moves. The track is a focusable slider: the arrow keys and Page Up move the handle, Home returns it and End
 * takes it to the far end, so the check can be passed without a pointer.
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
  const moveTo = (position: number) => {
    const next = Math.min(Math.max(position, 0), max)
    setOffset(next)
    if (next >= max) {
      start.current = null
      setDragging(false)
      setVerified(true)
      onVerified()
    }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null || verified) return
    moveTo(event.clientX - start.current)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (verified) return
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? max : offset + (KEY_STEPS[event.key] ?? Number.NaN) * max
    if (Number.isNaN(target)) return
    event.preventDefault()
    moveTo(target)
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
      tabIndex={0}
      aria-label="拖动滑块验证"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(offset)}
      aria-valuetext={verified ? '验证通过' : undefined}
      onKeyDown={onKeyDown}
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
