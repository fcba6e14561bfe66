import { localize } from '../../lib/localize';
import { PageLink } from '../../ui/page-links';
import { CAREERS_SECTIONS, OFFICES } from './content';
import './careers.css';

/** careers: the company as an employer, its offices, and the way to its open positions. */
export function CareersPage() {
  return (
    <article className="card careers" aria-labelledby="careers-title">
      <h1 id="careers-title">{localize('Careers')}</h1>
      {CAREERS_SECTIONS.map((section) => (
        <section key={section.title}>
          <h2>{localize(section.title)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{localize(paragraph)}</p>
          ))}
        </section>
      ))}
      <section aria-labelledby="careers-offices">
        <h2 id="careers-offices">{localize('Our offices')}</h2>
        <ul className="careers__offices" data-testid="offices">
          {OFFICES.map((office) => {
            const name = localize(office.name);
            return (
              <li key={office.page} className="card">
                <h3>
                  <PageLink page={office.page} fallback={name}>
                    {name}
                  </PageLink>
                </h3>
                <p>{localize(office.summary)}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="careers-join">
        <h2 id="careers-join">{localize('Join us')}</h2>
        <p>{localize('See the roles we are hiring for now, department by department.')}</p>
        <PageLink page="open-positions" className="button button--primary" testId="open-positions-link">
          {localize('View open positions')}
        </PageLink>
      </section>
    </article>
  );
}
