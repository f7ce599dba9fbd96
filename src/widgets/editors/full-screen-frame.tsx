import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import styles from './editors.module.css'

/** Above antd's modals (1000) and their masks, so an editor opened from a form dialog covers the whole window. */
const FULL_SCREEN_Z_INDEX = 1100

export interface FullScreenFrameProps {
  /** The editor's own DOM, created once: it moves between the inline frame and the full-screen layer, never remounts. */
  host: HTMLElement
  height: number | string
  /** Buttons before the full-screen toggle. */
  actions?: ReactNode
  /** Shows the full-screen toggle (default true). */
  toggle?: boolean
  /** The frame's name, unless a form label names it (`labelledBy`, that label's id). */
  label: string
  labelledBy?: string
  onResize?: () => void
}

/**
 * A bordered editor frame with a header bar whose last button toggles full screen. Full screen is a layer on
 * document.body (a form's modal would otherwise clip a fixed element); Escape leaves it.
 */
export function FullScreenFrame({
  host,
  height,
  actions,
  toggle = true,
  label,
  labelledBy,
  onResize,
}: FullScreenFrameProps) {
  const [fullScreen, setFullScreen] = useState(false)
  const slot = useCallback(
    (node: HTMLDivElement | null) => {
      if (node) node.appendChild(host)
    },
    [host],
  )

  useEffect(() => {
    onResize?.()
    if (!fullScreen) return
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false)
    }
    window.addEventListener('keydown', leave)
    return () => window.removeEventListener('keydown', leave)
  }, [fullScreen, onResize])

  const title = fullScreen ? '退出全屏' : '全屏'
  const frame = (
    <div
      className={fullScreen ? styles.fullScreen : styles.frame}
      style={fullScreen ? { zIndex: FULL_SCREEN_Z_INDEX } : undefined}
      role="group"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      data-full-screen={fullScreen ? 'true' : 'false'}
    >
      {(actions || toggle) && (
        <div className={styles.bar}>
          {actions}
          {toggle && (
            <Tooltip title={title}>
              <Button
                type="text"
                size="small"
                aria-label={title}
                icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                onClick={() => setFullScreen((value) => !value)}
              />
            </Tooltip>
          )}
        </div>
      )}
      <div ref={slot} className={styles.body} style={fullScreen ? undefined : { height }} />
    </div>
  )
  return fullScreen ? createPortal(frame, document.body) : frame
}
