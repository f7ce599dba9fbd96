import { useEffect, useRef } from 'react'
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer'
import type Canvas from 'diagram-js/lib/core/Canvas'
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry'
import type EventBus from 'diagram-js/lib/core/EventBus'
import type Overlays from 'diagram-js/lib/features/overlays/Overlays'
import type { Point } from 'diagram-js/lib/util/Types'
import statusCss from './viewer-status.css?inline'
import { FLAVOURS, moddleExtensionsOf, type FlavourName } from '../flavours'
import { importDiagram } from '../modeler/import'
import { shadowCanvas } from '../modeler/shadow-canvas'
import {
  elementStatuses,
  isFlowTaken,
  resultLabel,
  type ActivityVisit,
  type ElementStatus,
  type TaskRecord,
} from './status'

export interface ProcessViewerProps {
  xml: string
  flavour: FlavourName
  activities: ActivityVisit[]
  tasks: TaskRecord[]
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

function overlayHtml(status: ElementStatus): string {
  const task = status.task!
  const rows = [
    ['审批人', task.assigneeUser?.nickname ?? ''],
    ['部门', task.assigneeUser?.deptName ?? ''],
    ['结果', resultLabel(task.result)],
    ['创建时间', task.createTime ?? ''],
    ['结束时间', task.endTime ?? ''],
    ['审批建议', task.reason ?? ''],
  ]
  return `<div class="bpm-status-overlay">${rows.map(([label, value]) => `<div>${label}：${escapeHtml(value)}</div>`).join('')}</div>`
}

const STATUS_CSS = [statusCss]

/**
 * Read-only diagram of a process instance: status colours by result and hover overlays with the task's details. Drawn
 * in a shadow root like the designer's canvas, so a large instance is not styled against every rule of the app.
 */
export function ProcessViewer({ xml, flavour, activities, tasks }: ProcessViewerProps) {
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const viewer = new NavigatedViewer({
      container: shadowCanvas(container.current!, STATUS_CSS),
      moddleExtensions: moddleExtensionsOf(FLAVOURS[flavour]),
    })
    let alive = true
    const statuses = elementStatuses(activities, tasks)
    const paint = () => {
      const canvas = viewer.get<Canvas>('canvas')
      const registry = viewer.get<ElementRegistry>('elementRegistry')
      for (const [key, status] of statuses) if (registry.get(key)) canvas.addMarker(key, status.marker)
      for (const flow of registry.filter((element) => element.type === 'bpmn:SequenceFlow')) {
        const connection = flow as unknown as { source: { id: string }; target: { id: string } }
        if (isFlowTaken(statuses, connection.source.id, connection.target.id))
          canvas.addMarker(flow.id, 'bpm-flow-taken')
      }
      canvas.zoom('fit-viewport', 'auto' as unknown as Point)
      const overlays = viewer.get<Overlays>('overlays')
      const eventBus = viewer.get<EventBus>('eventBus')
      eventBus.on<{ element: { id: string } }>('element.hover', ({ element }) => {
        const status = statuses.get(element.id)
        if (status?.task)
          overlays.add(element.id, 'bpm-status', { position: { left: 0, bottom: 4 }, html: overlayHtml(status) })
      })
      eventBus.on<{ element: { id: string } }>('element.out', () => overlays.remove({ type: 'bpm-status' }))
    }
    importDiagram(viewer, xml, FLAVOURS[flavour], () => alive)
      .then((outcome) => outcome && paint())
      .catch(() => undefined)
    return () => {
      alive = false
      viewer.destroy()
    }
  }, [xml, flavour, activities, tasks])

  return (
    <div
      ref={container}
      style={{ position: 'relative', height: 480, border: '1px solid #f0f0f0' }}
      data-testid="bpmn-viewer"
    />
  )
}
