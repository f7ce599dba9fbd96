import type { RankingWidget as RankingWidgetSchema } from '../../generated/schema-language'
import { ToneText } from '../ToneText'
import { rankingOf, rowsOf } from '../widget-data'

/** The top entries by a number, largest first, each with its place; the first three stand out. */
export function RankingWidget({ widget, data }: { widget: RankingWidgetSchema; data: unknown }) {
  const entries = rankingOf(rowsOf(data), widget.category, widget.field, widget.limit ?? 7)
  return (
    <ol aria-label={widget.title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry, index) => (
        <li key={`${index}-${entry.name}`} style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '6px 0' }}>
          <span
            aria-hidden
            style={{
              width: 20,
              height: 20,
              borderRadius: 10,
              textAlign: 'center',
              lineHeight: '20px',
              fontSize: 12,
              color: index < 3 ? '#fff' : 'inherit',
              background: index < 3 ? '#314659' : '#f0f2f5',
            }}
          >
            {index + 1}
          </span>
          <ToneText ellipsis style={{ flex: 1 }}>
            {entry.name}
          </ToneText>
          <span>
            {entry.value.toLocaleString('zh-CN')}
            {widget.unit}
          </span>
        </li>
      ))}
    </ol>
  )
}
