import type { ComponentType } from 'react'
import { labelledGroup } from '../../form/labelled-group'
import { FileUpload } from '../../upload'

export default labelledGroup(FileUpload as ComponentType<Record<string, unknown>>, 'group')
