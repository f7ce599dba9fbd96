import {
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  FilterOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons'
import {
  Alert,
  Button,
  Card,
  Col,
  Divider,
  Form,
  Image,
  Input,
  Row,
  Select,
  Space,
  Table,
  Tooltip,
  type TableColumnsType,
} from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { DICTS, USERS } from './data'

type User = (typeof USERS)[number]

const cut = (text: string, max = 25) => {
  let used = 0
  let out = ''
  for (const char of text) {
    used += char.charCodeAt(0) > 255 ? 2 : 1
    if (used > max) return `${out}...`
    out += char
  }
  return text
}
// 负责部门 shows the department's name from its dictionary, as the schema's column does.
const DEPART_NAMES = new Map(DICTS['sys_depart,depart_name,id'].map((item) => [item.value, item.text]))

const ellipsis = (text: string) => (cut(text) === text ? text : <Tooltip title={text}>{cut(text)}</Tooltip>)

const COLUMNS: TableColumnsType<User> = [
  { dataIndex: 'username', title: '用户账号', width: 120, align: 'center', sorter: true },
  {
    dataIndex: 'realname',
    title: '用户姓名',
    width: 100,
    align: 'center',
    render: (value, user) => <a href={`/isystem/user/${user.id}`}>{value}</a>,
  },
  {
    dataIndex: 'avatar',
    title: '头像',
    width: 80,
    align: 'center',
    render: (value) => (value ? <Image src={value} width={40} /> : '无图片'),
  },
  { dataIndex: 'sex', title: '性别', width: 80, align: 'center', sorter: true, render: (_, user) => user.sex_dictText },
  {
    dataIndex: 'birthday',
    title: '生日',
    width: 120,
    align: 'center',
    render: (value) => dayjs(value).format('YYYY-MM-DD'),
  },
  { dataIndex: 'phone', title: '手机号码', width: 120, align: 'center' },
  { dataIndex: 'orgCodeTxt', title: '部门', width: 180, align: 'center', render: (value) => ellipsis(value) },
  {
    dataIndex: 'departIds',
    title: '负责部门',
    width: 180,
    align: 'center',
    render: (value) => ellipsis(DEPART_NAMES.get(value) ?? value),
  },
  { dataIndex: 'status', title: '状态', width: 80, align: 'center', render: (_, user) => user.status_dictText },
  {
    key: 'actions',
    title: '操作',
    width: 360,
    align: 'center',
    fixed: 'right',
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    // 冻结 for an account in use, 解冻 for a frozen one, as the schema's `visible` conditions draw them.
    render: (_, user) =>
      ['编辑', '详情', '密码', user.status === 1 ? '冻结' : '解冻', '删除'].map((label, index) => (
        <span key={label}>
          {index > 0 && <Divider type="vertical" />}
          <Button type="link" size="small" style={{ padding: 0, height: 'auto' }}>
            {label}
          </Button>
        </span>
      )),
  },
]

const options = (code: string) => DICTS[code].map((item) => ({ label: item.text, value: item.value }))

function SearchForm() {
  return (
    <Form name="search" layout="inline" style={{ marginBottom: 16 }}>
      <Row gutter={[24, 12]} style={{ width: '100%' }}>
        <Col xl={6} lg={8} md={12} sm={24}>
          <Form.Item name="username" label="用户账号" style={{ width: '100%' }}>
            <Input allowClear placeholder="请输入用户账号" />
          </Form.Item>
        </Col>
        <Col xl={6} lg={8} md={12} sm={24}>
          <Form.Item name="realname" label="用户姓名" style={{ width: '100%' }}>
            <Input allowClear placeholder="请输入用户姓名" />
          </Form.Item>
        </Col>
        <Col xl={6} lg={8} md={12} sm={24}>
          <Form.Item name="sex" label="性别" style={{ width: '100%' }}>
            <Select allowClear placeholder="请选择" options={options('sex')} />
          </Form.Item>
        </Col>
        <Col xl={6} lg={8} md={12} sm={24}>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button>重置</Button>
            <Button type="link">
              展开 <DownOutlined />
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  )
}

/**
 * The users list written by hand with antd: the same search form, toolbar, selection line, columns, rows, paging
 * and virtual body as the screen the engine draws from schemas/pages/system/UserList.json.
 */
export function DirectUserList() {
  const [selected, setSelected] = useState<React.Key[]>([])
  return (
    <Card variant="borderless">
      <SearchForm />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />}>
          添加用户
        </Button>
        <Button icon={<DownloadOutlined />}>导出</Button>
        <Button icon={<UploadOutlined />}>导入</Button>
        <Button icon={<DeleteOutlined />}>批量删除</Button>
        <Button>批量冻结</Button>
        <Button>批量解冻</Button>
        <Button icon={<FilterOutlined />}>高级查询</Button>
      </Space>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={
          <>
            <span>{`已选择 ${selected.length} 项`}</span>
            <Button type="link" size="small" style={{ marginLeft: 24 }} onClick={() => setSelected([])}>
              清空
            </Button>
          </>
        }
      />
      <Table<User>
        rowKey="id"
        size="middle"
        bordered
        columns={COLUMNS}
        dataSource={USERS}
        virtual
        scroll={{ x: 1420, y: 560 }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        pagination={{
          current: 1,
          pageSize: USERS.length,
          total: USERS.length,
          showQuickJumper: true,
          showSizeChanger: true,
          showTotal: (total, range) => `${range[0]}-${range[1]} 共 ${total} 条`,
        }}
      />
    </Card>
  )
}
