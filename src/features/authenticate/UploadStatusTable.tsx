import { localize } from '../../lib/localize';
import type { DocumentKind, DocumentSide } from './document-kinds';
import { sideLabel } from './side-labels';
import type { ChosenFile, FileStatus } from './upload-documents';
import type { FileStatuses } from './useDocumentUpload';

function statusText(status: FileStatus): string {
  switch (status.state) {
    case 'pending':
      return localize('Pending');
    case 'compressing':
      return localize('Compressing Image');
    case 'checking':
      return localize('Checking');
    case 'submitting':
      return localize('Submitting');
    case 'submitted':
      return localize('Submitted');
    case 'failed':
      return status.message;
  }
}

/** Each file being sent, with its status or the reason it failed. */
export function UploadStatusTable({
  kind,
  files,
  statuses,
}: {
  kind: DocumentKind;
  files: readonly ChosenFile[];
  statuses: FileStatuses;
}) {
  const shown = files.filter(({ side }) => statuses[side] !== undefined);
  if (shown.length === 0) return null;
  return (
    <table className="upload-status" aria-label={localize('Upload status')}>
      <thead>
        <tr>
          <th scope="col">{localize('Document')}</th>
          <th scope="col">{localize('File')}</th>
          <th scope="col">{localize('Status')}</th>
        </tr>
      </thead>
      <tbody>
        {shown.map(({ side, file }) => (
          <StatusRow key={side} kind={kind} side={side} fileName={file.name} status={statuses[side]!} />
        ))}
      </tbody>
    </table>
  );
}

function StatusRow({
  kind,
  side,
  fileName,
  status,
}: {
  kind: DocumentKind;
  side: DocumentSide;
  fileName: string;
  status: FileStatus;
}) {
  const failed = status.state === 'failed';
  const stateClass = failed || status.state === 'submitted' ? ` upload-status__state--${status.state}` : '';
  return (
    <tr data-testid="upload-status-row" data-side={side}>
      <th scope="row">{`${localize(kind.label)} – ${sideLabel(side)}`}</th>
      <td className="upload-status__file">{fileName}</td>
      <td
        className={`upload-status__state${stateClass}`}
        data-testid="upload-status"
        role={failed ? 'alert' : undefined}
      >
        {statusText(status)}
      </td>
    </tr>
  );
}
