import { CONTRACT_FORMS, FORM_GROUPS, type FormName } from '../form';
import { localize } from '../../../lib/localize';

interface Props {
  offered: readonly FormName[];
  selected: FormName | '';
  onSelect(form: FormName): void;
}

/**
 * The contract-form menu: the groups traders know, each with the forms the underlying offers, each by
 * its full name; on a narrow screen a long name wraps inside its button rather than being cut.
 */
export function ContractFormMenu({ offered, selected, onSelect }: Props) {
  const groups = FORM_GROUPS.map((group) => ({
    ...group,
    forms: group.forms.filter((form) => offered.includes(form)),
  })).filter((group) => group.forms.length > 0);
  return (
    <nav className="form-menu" aria-label={localize('Contract type')} data-testid="contract-form-menu">
      {groups.map((group) => (
        <div className="form-menu__group" key={group.label} role="group" aria-label={localize(group.label)}>
          <span className="form-menu__group-label">{localize(group.label)}</span>
          <span className="form-menu__items">
            {group.forms.map((name) => {
              const form = CONTRACT_FORMS.find((candidate) => candidate.name === name);
              const label = form ? localize(form.label) : name;
              return (
                <button
                  key={name}
                  type="button"
                  className={`form-menu__item${name === selected ? ' form-menu__item--selected' : ''}`}
                  aria-pressed={name === selected}
                  data-form={name}
                  onClick={() => onSelect(name)}
                >
                  {label}
                </button>
              );
            })}
          </span>
        </div>
      ))}
    </nav>
  );
}
