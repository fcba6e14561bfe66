import { Link } from 'react-router-dom';

/** A sentence with `[_1]...[_2]` around the words that link to `href`; without them, plain text. */
export function LinkText({ text, href }: { text: string; href: string | undefined }) {
  const match = /^(.*)\[_1\](.*)\[_2\](.*)$/s.exec(text);
  if (!match || !href) return <>{text.replace(/\[_[12]\]/g, '')}</>;
  const [, before, linked, after] = match;
  return (
    <>
      {before}
      <Link to={href}>{linked}</Link>
      {after}
    </>
  );
}
