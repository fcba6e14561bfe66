import { LABEL_MAX_CHARS, NARROW_LABELS_QUERY } from '../../../lib/constants';
import { useMediaQuery } from '../../../lib/media-query';
import { truncateLabel } from '../../../lib/truncate';
import { CONTRACT_FORMS, FORM_GROUPS, type FormName } from '../form';
import { localize } from '../../../lib/localize';

interface Props {
  offered: readonly FormName[];
  selected: FormName | '';
  onSelect(form: FormName): void;
}

/**
 * The contract-form menu: the groups traders know, each with the forms the underlying offers. Labels
 * are cut to 10 characters on a narrow screen and 15 otherwise (trading-core §9); the full name stays
 * the button's accessible name and tooltip.
 */
export function ContractFormMenu({ offered, selected, onSelect }: Props) {
  const narrow = useMediaQuery(NARROW_LABELS_QUERY);
  const maxChars = narrow ? LABEL_MAX_CHARS.narrow : LABEL_MAX_CHARS.wide;
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
                  aria-label={label}
                  title={label}
                  data-form={name}
                  onClick={() => onSelect(name)}
                >
                  {truncateLabel(label, maxChars)}
                </button>
              );
            })}
          </span>
        </div>
      ))}
    </nav>
  );
}
