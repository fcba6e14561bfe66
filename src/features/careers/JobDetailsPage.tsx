import { useSearchParams } from 'react-router-dom';
import { localize } from '../../lib/localize';
import { localizeNodes } from '../../ui/localized-nodes';
import { PageLink } from '../../ui/page-links';
import { SectionSwitcher } from '../../ui/SectionSwitcher';
import { departmentOf } from './departments';
import './careers.css';

function AllPositionsLink() {
  return (
    <PageLink page="open-positions" testId="all-positions-link">
      {localize('See all open positions')}
    </PageLink>
  );
}

/** open-positions/job-details?dept=<department>#<position>: the department's open positions, one section each. */
export function JobDetailsPage() {
  const [search] = useSearchParams();
  const department = departmentOf(search.get('dept'));
  if (!department)
    return (
      <article className="card careers" aria-labelledby="job-details-title">
        <h1 id="job-details-title">{localize('Open positions')}</h1>
        <p role="alert" data-testid="unknown-department">
          {localize('We have no department by that name. It may have been renamed, or its positions filled.')}
        </p>
        <p>
          <AllPositionsLink />
        </p>
      </article>
    );
  const sections = department.positions.map((position) => ({
    id: position.id,
    title: localize(position.title),
    content: (
      <>
        <p>{localize(position.summary)}</p>
        <p>
          {localizeNodes('To apply, [_1]contact us[_2] with your CV and the title of the position.', [
            (words) => (
              <PageLink page="contact" fallback={words}>
                {words}
              </PageLink>
            ),
          ])}
        </p>
      </>
    ),
  }));
  return (
    <article className="card careers" aria-labelledby="job-details-title">
      <p className="careers__eyebrow">{localize('Open positions')}</p>
      <h1 id="job-details-title">{localize(department.name)}</h1>
      <p className="careers__summary">{localize(department.summary)}</p>
      <SectionSwitcher sections={sections} />
      <p className="careers__back">
        <AllPositionsLink />
      </p>
    </article>
  );
}
