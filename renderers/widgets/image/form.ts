import type { ComponentType } from 'react'
import { labelledGroup } from '../../form/labelled-group'
import { ImageUpload } from '../../upload'

export default labelledGroup(ImageUpload as ComponentType<Record<string, unknown>>, 'group')
