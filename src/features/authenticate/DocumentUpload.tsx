import { useState, type FormEvent } from 'react';
import { localize } from '../../lib/localize';
import { FormField, SubmitButton, focusFirstInvalid } from '../../ui/form';
import { useTimers } from '../../ui/timers-context';
import { earliestExpiryDate } from './document-checks';
import { documentFormErrors, fileControlName, type DocumentFormValues } from './document-form-errors';
import { DOCUMENT_KINDS, isDocumentKindName, type DocumentSide } from './document-kinds';
import { sideLabel } from './side-labels';
import type { ChosenFile } from './upload-documents';
import { UploadStatusTable } from './UploadStatusTable';
import { useDocumentUpload } from './useDocumentUpload';

const ACCEPTED_FILES = '.png,.jpg,.jpeg,.gif,.pdf';
const ACCEPTED_IMAGES = '.png,.jpg,.jpeg,.gif';

/**
 * The prompt and the document form (accounts-and-money §5 "Documents"): the document type, its number
 * and expiry date when it proves identity, and its files; each file then shows its status.
 */
export function DocumentUpload() {
  const timers = useTimers();
  const { phase, statuses, upload, clearStatuses } = useDocumentUpload();
  const [values, setValues] = useState<DocumentFormValues>({ kind: '', idNumber: '', expiryDate: '' });
  const [files, setFiles] = useState<Partial<Record<DocumentSide, File>>>({});
  const [checked, setChecked] = useState(false);

  if (phase === 'done') {
    return (
      <div className="authenticate-page__done" data-testid="authenticate-success" role="status">
        <h2>{localize('Thank you for submitting your documents')}</h2>
        <p>{localize('We will let you know by e-mail once they are verified.')}</p>
      </div>
    );
  }

  const kind = values.kind === '' ? undefined : DOCUMENT_KINDS[values.kind];
  const chosen: ChosenFile[] = (kind?.sides ?? []).flatMap((side) => {
    const file = files[side];
    return file ? [{ side, file }] : [];
  });
  const errors = documentFormErrors(values, new Set(chosen.map(({ side }) => side)), timers.now());
  const shown = (name: string) => (checked ? errors[name] : undefined);

  const chooseKind = (name: string) => {
    setValues((current) => ({ ...current, kind: isDocumentKindName(name) ? name : '' }));
    setFiles({});
    clearStatuses();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const invalid = Object.keys(errors);
    if (invalid.length > 0) focusFirstInvalid(event.currentTarget, invalid);
    if (invalid.length > 0 || values.kind === '' || phase !== 'form') return;
    void upload({ kind: values.kind, idNumber: values.idNumber.trim(), expiryDate: values.expiryDate }, chosen);
  };

  return (
    <>
      <p>{localize('Verify your identity and address to take full advantage of all payment methods available.')}</p>
      <p className="form__hint">
        {localize('Files must be PNG, JPG, JPEG, GIF or PDF (no PDF for the selfie) and under 8 MB each.')}
      </p>
      {phase === 'review' ? (
        <p className="authenticate-page__review" data-testid="authenticate-review" role="status">
          {localize('Your documents have been submitted. We are now reviewing them.')}
        </p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate aria-label={localize('Upload documents')}>
          <FormField label={localize('Document type')} error={shown('kind')} required>
            {(control) => (
              <select {...control} name="kind" value={values.kind} onChange={(event) => chooseKind(event.target.value)}>
                <option value="">{localize('Please select')}</option>
                {Object.entries(DOCUMENT_KINDS).map(([name, { label }]) => (
                  <option key={name} value={name}>
                    {localize(label)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {kind?.identity && (
            <>
              <FormField label={localize('ID number')} error={shown('id_number')} required>
                {(control) => (
                  <input
                    {...control}
                    name="id_number"
                    value={values.idNumber}
                    onChange={(event) => setValues((current) => ({ ...current, idNumber: event.target.value }))}
                  />
                )}
              </FormField>
              <FormField label={localize('Expiry date')} error={shown('expiry_date')} required>
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    name="expiry_date"
                    min={earliestExpiryDate(timers.now())}
                    value={values.expiryDate}
                    onChange={(event) => setValues((current) => ({ ...current, expiryDate: event.target.value }))}
                  />
                )}
              </FormField>
            </>
          )}
          {kind?.sides.map((side) => (
            <FormField key={side} label={sideLabel(side)} error={shown(fileControlName(side))} required>
              {(control) => (
                <input
                  {...control}
                  type="file"
                  name={fileControlName(side)}
                  accept={kind.acceptsPdf ? ACCEPTED_FILES : ACCEPTED_IMAGES}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    setFiles((current) => ({ ...current, [side]: file }));
                  }}
                />
              )}
            </FormField>
          ))}
          <div className="form__actions">
            <SubmitButton busy={phase === 'uploading'}>{localize('Submit')}</SubmitButton>
          </div>
        </form>
      )}
      {kind && <UploadStatusTable kind={kind} files={chosen} statuses={statuses} />}
    </>
  );
}
