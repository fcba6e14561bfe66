import type { ReactNode } from 'react';
import { localize } from '../../lib/localize';
import { PageLink, useHasPage, useMayOpen } from '../../ui/page-links';
import { parentLink, type ContentText } from './content';
import type { ContentLink, ContentSection, Offer, PageContent } from './page-content';
import { useScrollToSection } from './useScrollToSection';
import './guides.css';

interface ContentPageProps {
  content: PageContent<ContentText>;
  /** Offers this visitor is not given: sections and links making them are left out. */
  withheld?: readonly Offer[];
  /** What the page shows after its sections (a table, a widget). */
  children?: ReactNode;
}

/**
 * A content page laid out from its texts: a link back to its parent page, the heading, the
 * introduction and the sections. A page that is itself an offer the visitor is not given says so
 * instead of its content.
 */
export function ContentPage({ content, withheld = [], children }: ContentPageProps) {
  const offered = (item: { offers?: Offer }) => item.offers === undefined || !withheld.includes(item.offers);
  const parent = parentLink(content);
  useScrollToSection();
  return (
    <article className="card content-page" aria-labelledby="content-page-title">
      {parent && (
        <p className="content-page__parent">
          <PageLink page={parent.page} testId="content-page-parent">
            {localize('Back to [_1]', localize(parent.label))}
          </PageLink>
        </p>
      )}
      <h1 id="content-page-title">{localize(content.title)}</h1>
      {offered(content) ? (
        <>
          {content.intro.map((paragraph) => (
            <p key={paragraph} className="content-page__intro">
              {localize(paragraph)}
            </p>
          ))}
          {content.sections.filter(offered).map((section) => (
            <Section key={section.title} section={section} offered={offered} />
          ))}
          {children}
        </>
      ) : (
        <p className="content-page__withheld" role="status" data-testid="offer-withheld">
          {localize('This offer is not available in your country of residence.')}
        </p>
      )}
    </article>
  );
}

function Section({
  section,
  offered,
}: {
  section: ContentSection<ContentText>;
  offered: (item: { offers?: Offer }) => boolean;
}) {
  const headingId = `${section.id ?? slug(section.title)}-title`;
  return (
    <section id={section.id} className="content-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{localize(section.title)}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{localize(paragraph)}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{localize(item)}</li>
          ))}
        </ul>
      )}
      {section.links && <Links links={section.links.filter(offered)} asButtons={section.linksAsButtons} />}
    </section>
  );
}

function Links({ links, asButtons }: { links: readonly ContentLink<ContentText>[]; asButtons?: boolean }) {
  const hasPage = useHasPage();
  const mayOpen = useMayOpen();
  const shown = links.filter((link) => hasPage(link.page) && (!link.onlyWhereOpen || mayOpen(link.page)));
  if (shown.length === 0) return null;
  return (
    <ul className="content-page__links">
      {shown.map((link, index) => (
        <li key={`${link.page}#${link.section ?? ''}`}>
          <PageLink
            page={link.page}
            hash={link.section && `#${link.section}`}
            className={asButtons ? `button ${index === 0 ? 'button--primary' : 'button--secondary'}` : undefined}
          >
            {localize(link.label)}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

/** An element id made of a section's English title, for its heading. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
