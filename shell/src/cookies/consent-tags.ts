import { CATEGORIES, type CategoryId } from './consent-categories';

declare const __webpack_public_path__: string;

/** Loads the tag of each consented category, once. Nothing loads before consent. */
export function loadConsentedTags(enabled: CategoryId[]): void {
  for (const category of CATEGORIES) {
    if (!category.tag || !enabled.includes(category.id)) continue;
    if (document.querySelector(`script[data-consent-tag="${category.id}"]`)) continue;
    const script = document.createElement('script');
    script.src = `${typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'}${category.tag}`;
    script.async = true;
    script.dataset.consentTag = category.id;
    document.body.appendChild(script);
  }
}
