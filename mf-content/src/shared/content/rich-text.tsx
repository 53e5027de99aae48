import { Fragment, type ReactNode } from 'react';
import { Link } from '@ga/core';
import { frenchSpacing } from './french-spacing';

import { TOKEN } from './plain-text';

export { plainText } from './plain-text';

/**
 * A line of content with its links and bold words: « [nos engagements](/services/nos-engagements) »
 * and « **14 jours** ». Internal paths become router links, others plain links (new tab kept off).
 */
export function RichText({ text: raw }: { text: string }) {
  const text = frenchSpacing(raw);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    const [, label, href, bold] = match;
    if (bold) parts.push(<strong key={at}>{bold}</strong>);
    else if (href?.startsWith('/'))
      parts.push(
        <Link key={at} to={href}>
          {label}
        </Link>,
      );
    else
      parts.push(
        <a key={at} href={href} rel="noopener noreferrer">
          {label}
        </a>,
      );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
