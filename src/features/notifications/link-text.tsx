import { Link } from 'react-router-dom';

/**
 * A sentence with `[_1]...[_2]` around the words that link to `href`; without them, plain text.
 * `state` goes with the link to the router (e.g. the page to return to).
 */
export function LinkText({ text, href, state }: { text: string; href: string | undefined; state?: unknown }) {
  const match = /^(.*)\[_1\](.*)\[_2\](.*)$/s.exec(text);
  if (!match || !href) return <>{text.replace(/\[_[12]\]/g, '')}</>;
  const [, before, linked, after] = match;
  return (
    <>
      {before}
      <Link to={href} state={state}>
        {linked}
      </Link>
      {after}
    </>
  );
}
