import { CloseCircleOutlined, FileTextOutlined } from '@ant-design/icons'
import { Button, Card, Empty } from 'antd'
import { LinkButton } from '../core/buttons'
import type { SavedQuery } from './saved-queries'

interface SavedQueriesProps {
  saved: SavedQuery[]
  onUse: (query: SavedQuery) => void
  onRemove: (query: SavedQuery) => void
}

/** The saved queries beside the lines: a click puts one into the builder, the cross deletes it. */
export function SavedQueries({ saved, onUse, onRemove }: SavedQueriesProps) {
  return (
    <Card size="small" title="保存的查询">
      {saved.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有保存任何查询" />
      ) : (
        <ul className="advanced-query-saved" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {saved.map((query) => (
            <li key={query.title} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
              <LinkButton
                icon={<FileTextOutlined />}
                onClick={() => onUse(query)}
                style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start' }}
              >
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {query.title}
                </span>
              </LinkButton>
              <Button
                type="text"
                size="small"
                icon={<CloseCircleOutlined />}
                onClick={() => onRemove(query)}
                aria-label={`删除查询 ${query.title}`}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
