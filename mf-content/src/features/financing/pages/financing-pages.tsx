import type { OfferKind } from '@ga/contracts';
import type { ArticleContent } from '../../../shared/content/types';
import { ArticleTemplate } from '../../../shared/templates/article-template';
import { FundingTypes } from '../components/funding-types';
import { FundingSimulator } from '../components/simulator';

/** /financement: the formulas (GET /api/funding-types), the simulator, then the article. */
export function FinancingHubPage({ page }: { page: ArticleContent }) {
  return (
    <ArticleTemplate page={page}>
      <FundingTypes />
      <FundingSimulator />
    </ArticleTemplate>
  );
}

/** A financing page with the simulator of its kind (credit or LOA). */
export function FinancingKindPage({ page, kind }: { page: ArticleContent; kind: OfferKind }) {
  return (
    <ArticleTemplate page={page}>
      <FundingSimulator initialKind={kind} lockKind />
    </ArticleTemplate>
  );
}
