import { CONTRACT_FORMS, FORM_GROUPS, type FormName } from '../form';

interface Props {
  offered: readonly FormName[];
  selected: FormName | '';
  onSelect(form: FormName): void;
}

/** The contract-form menu: the groups traders know, each with the forms the underlying offers. */
export function ContractFormMenu({ offered, selected, onSelect }: Props) {
  const groups = FORM_GROUPS.map((group) => ({
    ...group,
    forms: group.forms.filter((form) => offered.includes(form)),
  })).filter((group) => group.forms.length > 0);
  return (
    <nav className="form-menu" aria-label="Contract type" data-testid="contract-form-menu">
      {groups.map((group) => (
        <div className="form-menu__group" key={group.label} role="group" aria-label={group.label}>
          <span className="form-menu__group-label">{group.label}</span>
          {group.forms.map((name) => (
            <button
              key={name}
              type="button"
              className={`form-menu__item${name === selected ? ' form-menu__item--selected' : ''}`}
              aria-pressed={name === selected}
              data-form={name}
              onClick={() => onSelect(name)}
            >
              {CONTRACT_FORMS.find((form) => form.name === name)?.label}
            </button>
          ))}
        </div>
      ))}
    </nav>
  );
}
