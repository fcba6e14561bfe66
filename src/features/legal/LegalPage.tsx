import { localize } from '../../lib/localize';
import { SectionSwitcher } from '../../ui/SectionSwitcher';
import { LEGAL_PAGES, type LegalPageName } from './content';
import { EuMap } from './EuMap';
import './legal.css';

/** A legal page: its title, then its sections switched by the address's hash, with a sidebar. */
function LegalPage({ name }: { name: LegalPageName }) {
  const { title, sections } = LEGAL_PAGES[name];
  return (
    <section className="card legal" aria-labelledby="legal-title">
      <h1 id="legal-title">{localize(title)}</h1>
      <SectionSwitcher
        sections={sections.map((section) => ({
          id: section.id,
          title: localize(section.title),
          content: (
            <>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{localize(paragraph)}</p>
              ))}
              {'mapLeadsTo' in section && <EuMap sectionId={section.mapLeadsTo} />}
            </>
          ),
        }))}
      />
    </section>
  );
}

/** terms-and-conditions: the general terms, the client agreement, the risk disclosure and complaints. */
export const TermsPage = () => <LegalPage name="terms" />;
/** regulation: the companies that provide the service and who licenses each. */
export const RegulationPage = () => <LegalPage name="regulation" />;
/** responsible-trading: keeping trading under control, the tools for it and where to find help. */
export const ResponsibleTradingPage = () => <LegalPage name="responsibleTrading" />;
