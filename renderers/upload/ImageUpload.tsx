import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons'
import { Button, Upload } from 'antd'
import { useFieldUploads, type UploadFieldProps } from './field-props'
import { isImageFile } from './uploaded-file'

export const NOT_AN_IMAGE = '请上传图片'
export const IMAGE_BUTTON_TEXT = '上传'

const refuseNonImages = (file: File) => (isImageFile(file) ? undefined : NOT_AN_IMAGE)

const moveBar = {
  position: 'absolute',
  insetInline: 8,
  bottom: 8,
  display: 'flex',
  justifyContent: 'space-between',
} as const

/**
 * The original's JImageUpload: picture cards of the field's images; only image types are taken (请上传图片), and
 * each card moves before or after its neighbour, which reorders the stored paths.
 */
export function ImageUpload(props: UploadFieldProps) {
  const { files, move, full, canEdit, uploadProps } = useFieldUploads(props, 'image', refuseNonImages)
  const { btnText = IMAGE_BUTTON_TEXT } = props
  return (
    <Upload
      {...uploadProps}
      listType="picture-card"
      accept="image/*"
      itemRender={(card, file) =>
        canEdit && files.length > 1 ? (
          <div style={{ position: 'relative', height: '100%' }}>
            {card}
            <div style={moveBar}>
              <Button
                size="small"
                icon={<LeftOutlined />}
                aria-label={`前移 ${file.name}`}
                onClick={() => move(file.uid, -1)}
              />
              <Button
                size="small"
                icon={<RightOutlined />}
                aria-label={`后移 ${file.name}`}
                onClick={() => move(file.uid, 1)}
              />
            </div>
          </div>
        ) : (
          card
        )
      }
    >
      {canEdit && !full && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{btnText}</div>
        </div>
      )}
    </Upload>
  )
}
