/** What the document head says after a page set it (usePageHead), for template tests. */
export function pageHead() {
  const meta = (attr: 'name' | 'property', key: string) =>
    document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)?.content ?? null;
  return {
    title: document.title,
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    ogType: meta('property', 'og:type'),
    ogTitle: meta('property', 'og:title'),
    canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
  };
}

/** Empties the head between tests, so one test never sees the previous page's tags. */
export function resetPageHead() {
  document.title = '';
  document.head.innerHTML = '';
}
