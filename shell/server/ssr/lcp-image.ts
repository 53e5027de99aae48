import { escapeAttribute } from '../page-preload';

/**
 * The page's LCP image, as the rendered markup marks it (`fetchpriority="high"`: the first card of a
 * listing, a vehicle's main photo, the home's first slide): announced in the head, so the browser
 * fetches it with the stylesheets instead of after parsing the body.
 */
export function lcpImageHint(html: string): string | null {
  for (const tag of html.match(/<img\b[^>]*>/g) ?? []) {
    if (!/\sfetchpriority="high"/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    // React escapes attributes (&amp;): the URL is written back as it came.
    if (src)
      return `<link rel="preload" as="image" href="${escapeAttribute(src.replace(/&amp;/g, '&'))}" fetchpriority="high" />`;
  }
  return null;
}
