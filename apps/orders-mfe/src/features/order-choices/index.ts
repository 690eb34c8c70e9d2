export { CustomerSelect, ProjectSelect } from './components/ChoiceSelects';
export type { ChoiceSelectProps } from './components/ChoiceSelects';
