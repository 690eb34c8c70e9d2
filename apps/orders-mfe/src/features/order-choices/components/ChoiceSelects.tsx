import { SearchSelect } from '@admin/ui';
import { CHOICES_ERROR, orderChoicesKeys, searchCustomers, searchProjects } from '../api/order-choices-queries';

export interface ChoiceSelectProps {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** The chosen record's name when known (e.g. from the list's rows), for a value that came from the URL. */
  selectedName?: string;
  label?: string;
}

const toId = (value: string | undefined) => (value === undefined ? undefined : Number(value));
const labelOf = (value: number | undefined, name: string | undefined) =>
  value !== undefined && name ? `${name} (#${value})` : undefined;

/** A customer who has orders, searched by name or phone. */
export function CustomerSelect({ value, onChange, selectedName, label = 'Customer' }: ChoiceSelectProps) {
  return (
    <SearchSelect
      label={label}
      value={value === undefined ? undefined : String(value)}
      onChange={(next) => onChange(toId(next))}
      loadOptions={searchCustomers}
      queryKey={orderChoicesKeys.customers}
      placeholder="Search customers"
      selectedLabel={labelOf(value, selectedName)}
      errorText={CHOICES_ERROR}
    />
  );
}

/** A project that has orders, searched by name. */
export function ProjectSelect({ value, onChange, selectedName, label = 'Project' }: ChoiceSelectProps) {
  return (
    <SearchSelect
      label={label}
      value={value === undefined ? undefined : String(value)}
      onChange={(next) => onChange(toId(next))}
      loadOptions={searchProjects}
      queryKey={orderChoicesKeys.projects}
      placeholder="Search projects"
      selectedLabel={labelOf(value, selectedName)}
      errorText={CHOICES_ERROR}
    />
  );
}
