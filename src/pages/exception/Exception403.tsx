import { ExceptionPage } from './ExceptionPage'

export default function Exception403() {
  return <ExceptionPage status={403} />
}
