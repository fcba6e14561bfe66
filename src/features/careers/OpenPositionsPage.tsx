import { localize } from '../../lib/localize';
import { PageLink } from '../../ui/page-links';
import { SectionSwitcher } from '../../ui/SectionSwitcher';
import { DEPARTMENTS } from './departments';
import './careers.css';

/** open-positions: each department (a section the address's hash names) with its open positions. */
export function OpenPositionsPage() {
  const sections = DEPARTMENTS.map((department) => ({
    id: department.id,
    title: localize(department.name),
    content: (
      <>
        <p>{localize(department.summary)}</p>
        <ul className="careers__positions" data-testid="department-positions">
          {department.positions.map((position) => (
            <li key={position.id}>
              <PageLink page="open-positions/job-details" search={`?dept=${department.id}`} hash={`#${position.id}`}>
                {localize(position.title)}
              </PageLink>
            </li>
          ))}
        </ul>
      </>
    ),
  }));
  return (
    <article className="card careers" aria-labelledby="open-positions-title">
      <h1 id="open-positions-title">{localize('Open positions')}</h1>
      <SectionSwitcher sections={sections} />
    </article>
  );
}
