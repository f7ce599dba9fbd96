import { Button, Space } from 'antd'
import dayjs from 'dayjs'
import { ToneText } from './ToneText'

/** 上次更新时间 in the stock monitors' words, and 立即更新, which loads the widget again. */
export function RefreshBar({ loadedAt, onRefresh }: { loadedAt: Date; onRefresh: () => void }) {
  return (
    <Space size="small">
      <ToneText tone="secondary">上次更新时间：{dayjs(loadedAt).format('YYYY年MM月DD日 HH时mm分ss秒')}</ToneText>
      <Button type="link" size="small" onClick={onRefresh}>
        立即更新
      </Button>
    </Space>
  )
}
