import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface Tab {
  id: string;
  label: string;
  content: () => ReactNode;
}

/**
 * A tab menu that keeps the selected tab in the query parameter named after the tab list
 * (`?analysis_tabs=tab_graph`), so a link or a reload opens the same tab. An unknown value shows
 * the default tab (the first unless named).
 */
export function Tabs({ listId, tabs, defaultTab }: { listId: string; tabs: readonly Tab[]; defaultTab?: string }) {
  const [params, setParams] = useSearchParams();
  const fallback = tabs.find((tab) => tab.id === defaultTab) ?? tabs[0];
  const selected = tabs.find((tab) => tab.id === params.get(listId)) ?? fallback;
  if (!selected) return null;

  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(listId, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" id={listId}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.id === selected.id}
            aria-controls={`${tab.id}-panel`}
            className={tab.id === selected.id ? 'tabs__tab tabs__tab--selected' : 'tabs__tab'}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="tabs__panel" role="tabpanel" id={`${selected.id}-panel`} aria-labelledby={selected.id}>
        {selected.content()}
      </div>
    </div>
  );
}
