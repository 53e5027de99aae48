/**
 * Editorial pages as data (docs/architecture.md « Inside an app »): each page is one typed object in a
 * file beside its route, rendered by the template of its kind. Text may hold [a link](/path) and
 * **bold** (rich-text.tsx); nothing else is interpreted.
 */

/** A building block of a section. */
export type Block =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'steps'; items: { title: string; text: string }[] }
  | { kind: 'figures'; items: { value: string; label: string }[] }
  | { kind: 'cards'; items: { title: string; text: string; to?: string }[] }
  | { kind: 'callout'; tone: 'info' | 'warning' | 'success'; title: string; text: string }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] };

export interface ContentSection {
  /** Anchor of the section (table of contents, deep links). */
  id: string;
  title: string;
  blocks: Block[];
}

export interface CallToAction {
  label: string;
  to: string;
}

interface PageBase {
  /** The route, e.g. « /a-propos/notre-histoire ». */
  path: string;
  /** The page's <title> (the brand is added by the title template). */
  title: string;
  /** Meta description, 150 characters or so. */
  description: string;
  /** The page's one h1. */
  heading: string;
  /** Small line above the heading. */
  kicker?: string;
  lead: string;
}

/** An article or a service page: sections of blocks, calls to action, related pages. */
export interface ArticleContent extends PageBase {
  kind: 'article';
  sections: ContentSection[];
  actions?: CallToAction[];
  related?: CallToAction[];
}

/** A legal page: numbered sections with a table of contents and the date of the text. */
export interface LegalContent extends PageBase {
  kind: 'legal';
  /** AAAA-MM-JJ */
  updated: string;
  sections: ContentSection[];
}

export interface FaqItem {
  /** Anchor of the question: /a-propos/faq/{category}#{id}. */
  id: string;
  question: string;
  /** One paragraph per string. */
  answer: string[];
}

/** A category of the FAQ. */
export interface FaqCategory {
  slug: string;
  title: string;
  description: string;
  lead: string;
  items: FaqItem[];
}

export type ContentPage = ArticleContent | LegalContent;
