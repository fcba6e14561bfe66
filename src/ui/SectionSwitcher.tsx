import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SECTION_SIDEBAR_COLLAPSED_QUERY } from '../lib/constants';
import { useMediaQuery } from '../lib/media-query';
import { localize } from '../lib/localize';

export interface Section {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Page sections switched by the address's hash, with a sidebar and Back and Next buttons (disabled
 * at the first and last section); an unknown hash shows the first section. The sidebar collapses
 * behind its toggle: collapsed at first on a phone, where choosing a section collapses it again.
 */
export function SectionSwitcher({ sections }: { sections: readonly Section[] }) {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const narrow = useMediaQuery(SECTION_SIDEBAR_COLLAPSED_QUERY);
  const [expandedChoice, setExpandedChoice] = useState<boolean>();
  const expanded = expandedChoice ?? !narrow;
  const sidebarId = useId();
  const content = useRef<HTMLElement>(null);
  const index = Math.max(
    0,
    sections.findIndex((section) => `#${section.id}` === hash),
  );
  useScrollBackTo(content, index);
  const current = sections[index];
  if (!current) return null;
  const go = (target: number) => {
    const section = sections[target];
    if (section) navigate(`${pathname}${search}#${section.id}`);
  };

  return (
    <div className={`sections${expanded ? '' : ' sections--collapsed'}`}>
      <div className="sections__aside">
        <button
          type="button"
          className="sections__toggle"
          aria-expanded={expanded}
          aria-controls={sidebarId}
          onClick={() => setExpandedChoice(!expanded)}
        >
          {localize('Sections')}
          <span className="sections__caret" aria-hidden="true" />
        </button>
        <nav id={sidebarId} className="sections__sidebar" aria-label={localize('Sections')} hidden={!expanded}>
          {sections.map((section, position) => (
            <a
              key={section.id}
              href={`#${section.id}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                go(position);
                if (narrow) setExpandedChoice(false);
              }}
            >
              {section.title}
            </a>
          ))}
        </nav>
      </div>
      <section ref={content} className="sections__content" aria-labelledby={`${current.id}-title`}>
        <h2 id={`${current.id}-title`}>{current.title}</h2>
        {current.content}
        <div className="sections__buttons">
          <button
            type="button"
            className="button button--secondary"
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            {localize('Back')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={index === sections.length - 1}
            onClick={() => go(index + 1)}
          >
            {localize('Next')}
          </button>
        </div>
      </section>
    </div>
  );
}

/**
 * Brings the start of a newly chosen section into view when the reader had scrolled past it (Next
 * at the foot of a long section would otherwise leave them at the foot of the next one).
 */
function useScrollBackTo(content: RefObject<HTMLElement | null>, index: number) {
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    const element = content.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView?.({ block: 'start' });
  }, [content, index]);
}
