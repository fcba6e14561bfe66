import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localize } from '../lib/localize';

export interface Section {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Page sections switched by the address's hash, with a sidebar and Back and Next buttons (disabled
 * at the first and last section); an unknown hash shows the first section.
 */
export function SectionSwitcher({ sections }: { sections: readonly Section[] }) {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const index = Math.max(
    0,
    sections.findIndex((section) => `#${section.id}` === hash),
  );
  const current = sections[index];
  if (!current) return null;
  const go = (target: number) => {
    const section = sections[target];
    if (section) navigate(`${pathname}${search}#${section.id}`);
  };

  return (
    <div className="sections">
      <nav className="sections__sidebar" aria-label={localize('Sections')}>
        {sections.map((section, position) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            aria-current={position === index ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              go(position);
            }}
          >
            {section.title}
          </a>
        ))}
      </nav>
      <section className="sections__content" aria-labelledby={`${current.id}-title`}>
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
