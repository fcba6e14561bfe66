import { PageLink } from '../../ui/page-links';

/**
 * A sentence with `[_1]...[_2]` around the words that link to `page` (a page path under /{lang}/,
 * without .html); without them, or while that page is not built, plain text. `state` goes with the
 * link to the router (e.g. the page to return to).
 */
export function LinkText({ text, page, state }: { text: string; page: string | undefined; state?: unknown }) {
  const match = /^(.*)\[_1\](.*)\[_2\](.*)$/s.exec(text);
  if (!match || !page) return <>{text.replace(/\[_[12]\]/g, '')}</>;
  const [, before, linked, after] = match;
  return (
    <>
      {before}
      <PageLink page={page} state={state} fallback={linked}>
        {linked}
      </PageLink>
      {after}
    </>
  );
}
