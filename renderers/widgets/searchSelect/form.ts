export { DependentSearchSelect as default } from './DependentSearchSelect'
