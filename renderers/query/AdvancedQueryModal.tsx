import { Button, Col, Divider, Empty, Form, Input, Modal, Row, Select } from 'antd'
import { useState } from 'react'
import { LinkButton } from '../core/buttons'
import { QueryLineRow } from './QueryLineRow'
import { SavedQueries } from './SavedQueries'
import type { AdvancedQueryState } from './use-advanced-query'

const MATCH_TYPES = [
  { value: 'and', label: 'AND（所有条件都要求匹配）' },
  { value: 'or', label: 'OR（条件中的任意一个匹配）' },
]

/** Asks for the name a query is saved under. */
function SaveNamePrompt({ state }: { state: AdvancedQueryState }) {
  const [name, setName] = useState('')
  return (
    <Modal title="请输入保存的名称" open onCancel={state.cancelSaving} onOk={() => state.save(name)} destroyOnHidden>
      <Input value={name} onChange={(event) => setName(event.target.value)} aria-label="保存的名称" />
    </Modal>
  )
}

/**
 * The advanced query builder (the original's JSuperQuery, 1000 wide): match type and lines on the left, saved queries
 * on the right.
 */
export function AdvancedQueryModal({ state, onClose }: { state: AdvancedQueryState; onClose: () => void }) {
  const footer = (
    <div style={{ display: 'flex', justifyContent: 'space-between' }}>
      <div>
        <Button onClick={state.reset}>重置</Button>
        <Button onClick={state.startSaving}>保存查询</Button>
      </div>
      <div>
        <Button onClick={onClose}>关闭</Button>
        <Button type="primary" onClick={() => state.run() && onClose()}>
          查询
        </Button>
      </div>
    </div>
  )
  return (
    <Modal open title="高级查询构造器" width={1000} footer={footer} onCancel={onClose} style={{ top: '5%' }}>
      <Row gutter={16}>
        <Col md={19} sm={24}>
          {state.lines.length === 0 ? (
            <Empty
              description={
                <>
                  <span>没有任何查询条件</span>
                  <Divider type="vertical" />
                  <LinkButton onClick={state.addLine}>点击新增</LinkButton>
                </>
              }
            />
          ) : (
            <>
              <Form.Item label="过滤条件匹配" style={{ marginBottom: 12 }}>
                <Select
                  value={state.matchType}
                  onChange={state.setMatchType}
                  options={MATCH_TYPES}
                  aria-label="过滤条件匹配"
                  style={{ width: 320 }}
                />
              </Form.Item>
              {state.lines.map((line) => (
                <QueryLineRow
                  key={line.key}
                  line={line}
                  fields={state.fields}
                  onField={(field) => state.changeField(line.key, field)}
                  onRule={(rule) => state.changeRule(line.key, rule)}
                  onValue={(value) => state.changeValue(line.key, value)}
                  onAdd={state.addLine}
                  onRemove={() => state.removeLine(line.key)}
                />
              ))}
            </>
          )}
        </Col>
        <Col md={5} sm={24}>
          <SavedQueries saved={state.saved} onUse={state.use} onRemove={state.remove} />
        </Col>
      </Row>
      {state.naming && <SaveNamePrompt state={state} />}
    </Modal>
  )
}
