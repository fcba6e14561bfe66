import { localizedDate } from '../../../lib/date-format';
import { localize } from '../../../lib/localize';
import { ACCOUNT_OPENING_REASONS, DETAIL_LABELS, SALUTATIONS, type PersonalDetail } from '../../accounts';

type Shown = PersonalDetail | 'email' | 'residence';

const LABELS = {
  ...DETAIL_LABELS,
  email: 'Email address',
  residence: 'Country of residence',
} as const satisfies Record<Shown, string>;

const COUNTRIES: readonly Shown[] = ['place_of_birth', 'citizen', 'tax_residence', 'residence'];

/** A title or reason the platform holds, in the page language when it is one of the form's choices. */
function choiceText(value: string): string {
  const choice = [...SALUTATIONS, ...ACCOUNT_OPENING_REASONS].find((each) => each === value);
  return choice ? localize(choice) : value;
}

/** A setting the account may not change: its label and its value as text ('-' when not given). */
export function ReadOnlyDetail({
  name,
  value,
  countryName,
}: {
  name: Shown;
  value: string;
  countryName: (code: string) => string;
}) {
  let shown = value;
  if (value === '') shown = '-';
  else if (name === 'date_of_birth') shown = localizedDate(value);
  else if (COUNTRIES.includes(name)) shown = value.split(',').map(countryName).join(', ');
  else if (name === 'salutation' || name === 'account_opening_reason') shown = choiceText(value);
  return (
    <p className="settings-form__detail">
      <span className="form__label">{localize(LABELS[name])}</span>
      <span className="settings-form__detail-value" data-testid={`detail-${name}`}>
        {shown}
      </span>
    </p>
  );
}
