import Image from 'antd/es/image'

interface Props {
  src: string
  alt: string
  onClose: () => void
}

/**
 * antd's image viewer (zoom, rotate, flip), opened at once: the thumbnail that asked for it is drawn by the cell, so
 * the viewer's own image stays hidden and only its preview shows.
 */
export default function ImagePreview({ src, alt, onClose }: Props) {
  return (
    <Image
      src={src}
      alt={alt}
      style={{ display: 'none' }}
      preview={{
        visible: true,
        src,
        onVisibleChange: (visible) => {
          if (!visible) onClose()
        },
      }}
    />
  )
}
