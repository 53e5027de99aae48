import type { ReactNode } from 'react';
import { ButtonLink, ErrorState, Notice, Skeleton } from '@ga/ui';
import { NotFoundPage, errorStatus, usePageHead } from '@ga/core';
import type { CampaignBase } from '@ga/contracts';
import { ListingPage } from './listing-page';
import { CampaignHero } from '../features/campaigns/components/campaign-hero';
import styles from './campaign-layout.module.css';

interface CampaignLayoutProps {
  campaign: CampaignBase | undefined;
  error: Parameters<typeof errorStatus>[0];
  onRetry: () => void;
  /** « Cet événement est terminé. » / « Cette offre est terminée. » */
  finishedMessage: string;
  facts: (campaign: CampaignBase) => ReactNode;
  footnote?: ReactNode;
}

/**
 * An event or a promotion: its hero, then the vehicles it concerns as a regular listing (filters,
 * sort and page in the URL). A finished campaign keeps its page (links and search engines) but
 * says it is over and points to the current offers instead of listing vehicles.
 */
export function CampaignLayout({ campaign, error, onRetry, finishedMessage, facts, footnote }: CampaignLayoutProps) {
  if (errorStatus(error) === 404) return <NotFoundPage />;
  if (error) return <ErrorState title="Cette page n’a pas pu être chargée" onRetry={onRetry} />;
  if (!campaign)
    return (
      <div className={styles.page}>
        <Skeleton variant="rect" height={420} />
      </div>
    );
  if (campaign.status === 'terminee')
    return <FinishedCampaign campaign={campaign} message={finishedMessage} facts={facts(campaign)} />;
  return (
    <ListingPage
      key={campaign.slug}
      title={campaign.title}
      description={campaign.subtitle ?? campaign.paragraphs[0] ?? campaign.title}
      intro={campaign.subtitle ?? undefined}
      base={campaign.search}
      footnote={footnote}
    >
      <CampaignHero campaign={campaign} facts={facts(campaign)} />
      <h2 className={styles.vehiclesTitle}>Les véhicules de l’opération</h2>
    </ListingPage>
  );
}

function FinishedCampaign({ campaign, message, facts }: { campaign: CampaignBase; message: string; facts: ReactNode }) {
  usePageHead({ title: campaign.title, description: campaign.subtitle ?? campaign.title, noindex: true });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{campaign.title}</h1>
      <Notice
        variant="warning"
        className={styles.notice}
        action={
          <ButtonLink to="/achat/offre-du-moment" size="sm">
            Voir nos offres du moment
          </ButtonLink>
        }
      >
        {message}
      </Notice>
      <CampaignHero campaign={campaign} facts={facts} />
    </div>
  );
}
