import { UploadOutlined } from '@ant-design/icons'
import { Button, Image, Space, Tooltip } from 'antd'
import { useState } from 'react'
import { useEnvironment } from '../providers/EngineProvider'
import { editable, type UploadFieldProps } from './field-props'
import { FilePopModal, type UploadKind } from './FilePopModal'
import { shortFileName } from './short-file-name'
import { fileNameOf, pathsOf } from './uploaded-file'

const BUTTON_TEXT: Record<UploadKind, string> = { file: '上传文件', image: '上传图片' }

export interface UploadCellProps extends UploadFieldProps {
  kind?: UploadKind
}

/**
 * An upload cell of an editable table (ArrayTable column): the stored file (short name or thumbnail), a button that
 * opens the file pop-up, and removal. Cell uploads send isup=1, and the token only when the column sets `token`.
 */
export function UploadCell({ kind = 'file', token = false, ...props }: UploadCellProps) {
  const [open, setOpen] = useState(false)
  const { assetUrl } = useEnvironment()
  const {
    value,
    onChange,
    allowDownload = true,
    allowRemove = true,
    btnText = BUTTON_TEXT[kind],
    action,
    biz,
    responseName,
    number,
  } = props
  const [first] = pathsOf(value)
  const canEdit = editable(props)
  const name = first ? fileNameOf(first) : ''
  return (
    <Space size={4}>
      {first && kind === 'image' && <Image src={assetUrl(first)} height={25} alt={name} preview={allowDownload} />}
      {first && kind === 'file' && (
        <Tooltip title={name}>
          {allowDownload ? (
            <a href={assetUrl(first)} target="_blank" rel="noreferrer">
              {shortFileName(name)}
            </a>
          ) : (
            <span>{shortFileName(name)}</span>
          )}
        </Tooltip>
      )}
      {canEdit && (
        <Button
          size="small"
          icon={<UploadOutlined />}
          aria-label={first ? '重新上传' : undefined}
          onClick={() => setOpen(true)}
        >
          {first ? '' : btnText}
        </Button>
      )}
      {canEdit && allowRemove && first && (
        <Button size="small" type="link" danger onClick={() => onChange?.('')}>
          删除
        </Button>
      )}
      {canEdit && (
        <FilePopModal
          {...{ action, biz, responseName, number, allowDownload, allowRemove }}
          value={value}
          open={open}
          kind={kind}
          cell
          token={token}
          onOk={(result) => {
            onChange?.(result.path)
            setOpen(false)
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </Space>
  )
}
