import type { ArticleContent } from '../../../shared/content/types';
import { ArticleTemplate } from '../../../shared/templates/article-template';
import { DepartmentList } from '../components/department-list';

/** /services/livraison-domicile: the service explained, then every département's page. */
export function DeliveryHubPage({ page }: { page: ArticleContent }) {
  return (
    <ArticleTemplate page={page}>
      <DepartmentList />
    </ArticleTemplate>
  );
}
