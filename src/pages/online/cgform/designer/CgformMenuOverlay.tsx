import { App, Form, Input, Modal, Select } from 'antd'
import { useEffect, useState } from 'react'
import type { OverlayProps } from '@renderers'
import { http } from '@/http'
import { formUrlOf, publishMenu } from './menu-publish'

interface Choice {
  value: string
  label: string
}

interface MenuValues {
  name: string
  parentId?: string
  roleId: string
}

/** The choices of a select: first-level menus (to hang the form under) and roles (to grant it to). */
function useChoices(): { menus: Choice[]; roles: Choice[] } {
  const [choices, setChoices] = useState<{ menus: Choice[]; roles: Choice[] }>({ menus: [], roles: [] })
  useEffect(() => {
    let current = true
    void Promise.all([
      http.get<{ id: string; name: string }[]>('/sys/permission/getSystemMenuList'),
      http.get<{ id: string; roleName: string }[]>('/sys/role/queryall'),
    ]).then(([menus, roles]) => {
      if (!current) return
      setChoices({
        menus: (menus.success ? menus.result : []).map((menu) => ({ value: menu.id, label: menu.name })),
        roles: (roles.success ? roles.result : []).map((role) => ({ value: role.id, label: role.roleName })),
      })
    })
    return () => {
      current = false
    }
  }, [])
  return choices
}

/**
 * 配置菜单 of an online form: the menu row that opens it (named after the form, under a chosen first-level menu)
 * granted to a role, so the form appears in that role's side menu without a rebuild.
 */
export default function CgformMenuOverlay({ record, onClose, onChanged }: OverlayProps) {
  const { message } = App.useApp()
  const [form] = Form.useForm<MenuValues>()
  const [saving, setSaving] = useState(false)
  const { menus, roles } = useChoices()
  const url = formUrlOf(record as { id: unknown })

  const save = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      await publishMenu({ ...values, url })
      message.success('菜单配置成功')
      onChanged()
      onClose()
    } catch (error) {
      message.warning((error as Error).message || '菜单配置失败')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open
      title="配置菜单"
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ name: record.tableTxt }}>
        <Form.Item label="菜单地址">
          <Input value={url} disabled />
        </Form.Item>
        <Form.Item name="name" label="菜单名称" rules={[{ required: true, message: '请输入菜单名称' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="parentId" label="上级菜单">
          <Select allowClear showSearch optionFilterProp="label" options={menus} placeholder="不选则为一级菜单" />
        </Form.Item>
        <Form.Item name="roleId" label="授权角色" rules={[{ required: true, message: '请选择授权角色' }]}>
          <Select options={roles} placeholder="请选择角色" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
