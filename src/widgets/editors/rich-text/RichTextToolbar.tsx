import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  MenuOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons'
import type { Editor } from '@tiptap/core'
import { Button, Divider, Select, Tooltip } from 'antd'
import type { ReactNode } from 'react'

const BLOCK_OPTIONS = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题1' },
  { value: 2, label: '标题2' },
  { value: 3, label: '标题3' },
  { value: 4, label: '标题4' },
]

type Level = 1 | 2 | 3 | 4

function ToolButton({
  title,
  icon,
  active,
  disabled,
  onClick,
}: {
  title: string
  icon: ReactNode
  active?: boolean
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <Tooltip title={title}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        aria-label={title}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  )
}

const currentLevel = (editor: Editor) =>
  BLOCK_OPTIONS.find(({ value }) => value > 0 && editor.isActive('heading', { level: value }))?.value ?? 0

export interface RichTextToolbarProps {
  editor: Editor
  /** A disabled or read-only field: every button is off. */
  locked: boolean
  onImage: () => void
  onLink: () => void
}

/** The editor's formatting buttons, in the order TinyMCE showed them in the original. */
export function RichTextToolbar({ editor, locked, onImage, onLink }: RichTextToolbarProps) {
  const run = () => editor.chain().focus()
  const colour = (editor.getAttributes('textStyle').color as string | undefined) ?? '#000000'
  const button = (title: string, icon: ReactNode, action: () => void, active?: boolean) => (
    <ToolButton title={title} icon={icon} active={active} disabled={locked} onClick={action} />
  )
  return (
    <>
      {button('撤销', <UndoOutlined />, () => run().undo().run())}
      {button('重做', <RedoOutlined />, () => run().redo().run())}
      <Divider type="vertical" />
      <Select
        size="small"
        variant="borderless"
        aria-label="段落格式"
        disabled={locked}
        value={currentLevel(editor)}
        options={BLOCK_OPTIONS}
        style={{ width: 84 }}
        onChange={(level: number) =>
          level === 0
            ? run().setParagraph().run()
            : run()
                .setHeading({ level: level as Level })
                .run()
        }
      />
      {button('加粗', <BoldOutlined />, () => run().toggleBold().run(), editor.isActive('bold'))}
      {button('斜体', <ItalicOutlined />, () => run().toggleItalic().run(), editor.isActive('italic'))}
      {button('下划线', <UnderlineOutlined />, () => run().toggleUnderline().run(), editor.isActive('underline'))}
      {button('删除线', <StrikethroughOutlined />, () => run().toggleStrike().run(), editor.isActive('strike'))}
      <Tooltip title="文字颜色">
        <input
          type="color"
          aria-label="文字颜色"
          disabled={locked}
          value={colour}
          onChange={(event) => run().setColor(event.target.value).run()}
          style={{ width: 24, height: 22, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
        />
      </Tooltip>
      <Divider type="vertical" />
      {button(
        '左对齐',
        <AlignLeftOutlined />,
        () => run().setTextAlign('left').run(),
        editor.isActive({ textAlign: 'left' }),
      )}
      {button(
        '居中',
        <AlignCenterOutlined />,
        () => run().setTextAlign('center').run(),
        editor.isActive({ textAlign: 'center' }),
      )}
      {button(
        '右对齐',
        <AlignRightOutlined />,
        () => run().setTextAlign('right').run(),
        editor.isActive({ textAlign: 'right' }),
      )}
      {button(
        '两端对齐',
        <MenuOutlined />,
        () => run().setTextAlign('justify').run(),
        editor.isActive({ textAlign: 'justify' }),
      )}
      <Divider type="vertical" />
      {button(
        '无序列表',
        <UnorderedListOutlined />,
        () => run().toggleBulletList().run(),
        editor.isActive('bulletList'),
      )}
      {button(
        '有序列表',
        <OrderedListOutlined />,
        () => run().toggleOrderedList().run(),
        editor.isActive('orderedList'),
      )}
      {button('代码块', <CodeOutlined />, () => run().toggleCodeBlock().run(), editor.isActive('codeBlock'))}
      <Divider type="vertical" />
      {button('插入链接', <LinkOutlined />, onLink, editor.isActive('link'))}
      {button('取消链接', <DisconnectOutlined />, () => run().extendMarkRange('link').unsetLink().run())}
      {button('插入图片', <PictureOutlined />, onImage)}
      {button('水平线', <LineOutlined />, () => run().setHorizontalRule().run())}
      {button('清除格式', <ClearOutlined />, () => run().unsetAllMarks().clearNodes().run())}
    </>
  )
}
