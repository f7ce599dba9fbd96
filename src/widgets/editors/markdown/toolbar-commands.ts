import { commands, type ICommand, type TextAreaTextApi } from '@uiw/react-md-editor/nohighlight'

/** The command with a Chinese tooltip and accessible name. */
const titled = (command: ICommand, title: string): ICommand => ({
  ...command,
  buttonProps: { ...command.buttonProps, title, 'aria-label': title },
})

const headings = commands.group(
  [
    titled(commands.title1, '一级标题'),
    titled(commands.title2, '二级标题'),
    titled(commands.title3, '三级标题'),
    titled(commands.title4, '四级标题'),
    titled(commands.title5, '五级标题'),
    titled(commands.title6, '六级标题'),
  ],
  { name: 'title', groupName: 'title', buttonProps: { title: '标题', 'aria-label': '标题' } },
)

/** The image button opens our upload dialog instead of inserting a `![](url)` template. */
function imageUpload(open: (api: TextAreaTextApi) => void): ICommand {
  return { ...titled(commands.image, '插入图片'), execute: (_state, api) => open(api) }
}

/** Left-hand toolbar: formatting, insertion, lists. */
export function markdownCommands(openImageDialog: (api: TextAreaTextApi) => void): ICommand[] {
  return [
    titled(commands.bold, '粗体'),
    titled(commands.italic, '斜体'),
    titled(commands.strikethrough, '删除线'),
    titled(commands.hr, '分割线'),
    headings,
    commands.divider,
    titled(commands.link, '链接'),
    titled(commands.quote, '引用'),
    titled(commands.code, '行内代码'),
    titled(commands.codeBlock, '代码块'),
    imageUpload(openImageDialog),
    titled(commands.table, '表格'),
    commands.divider,
    titled(commands.unorderedListCommand, '无序列表'),
    titled(commands.orderedListCommand, '有序列表'),
    titled(commands.checkedListCommand, '任务列表'),
  ]
}

/** Right-hand toolbar: edit / split / preview and full screen. */
export const MARKDOWN_EXTRA_COMMANDS: ICommand[] = [
  titled(commands.codeEdit, '编辑'),
  titled(commands.codeLive, '编辑与预览'),
  titled(commands.codePreview, '预览'),
  commands.divider,
  titled(commands.fullscreen, '全屏'),
]
