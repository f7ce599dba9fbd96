import { describe, expect, it } from 'vitest'
import { processInfo } from '@/pages/bpm/process-info'
import { xmlToJson } from '@/widgets/bpmn/toolbar/file-output'
import { blankDiagram } from '@/widgets/bpmn/flavours/blank'
import { FLAVOURS } from '@/widgets/bpmn/flavours'

describe('XML helpers of the designer', () => {
  it('reads the process key and name the model list stores', () => {
    expect(processInfo(blankDiagram(FLAVOURS.activiti, 42))).toEqual({ key: 'Process_42', name: '业务流程_42' })
    expect(
      processInfo('<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"><process id="p" /></definitions>'),
    ).toEqual({ key: 'p', name: '' })
  })

  it('turns the XML into the JSON tree of the preview dialog', () => {
    const tree = JSON.parse(xmlToJson(blankDiagram(FLAVOURS.flowable, 7)))
    expect(tree.name).toBe('bpmn2:definitions')
    expect(tree.attributes['xmlns:flowable']).toBe('http://flowable.org/bpmn')
    expect(tree.children[0]).toEqual({
      name: 'bpmn2:process',
      attributes: { id: 'Process_7', name: '业务流程_7', isExecutable: 'true' },
    })
  })
})
