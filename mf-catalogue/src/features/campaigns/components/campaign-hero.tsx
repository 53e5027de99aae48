import type { ReactNode } from 'react';
import { CAMPAIGN_STATUS_LABELS, type CampaignBase } from '@ga/contracts';
import { Icon } from '@ga/ui';
import { campaignDates } from '../campaign-dates';
import styles from './campaign-hero.module.css';

/** The top of an event or promotion page: illustration, status, dates and the page's own facts. */
export function CampaignHero({ campaign, facts }: { campaign: CampaignBase; facts: ReactNode }) {
  return (
    <div className={styles.hero}>
      <img className={styles.image} src={campaign.image} alt="" width={1200} height={600} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={`${styles.status} ${styles[campaign.status]}`}>
            {CAMPAIGN_STATUS_LABELS[campaign.status]}
          </span>
          <span>
            <Icon name="calendar" size={16} /> {campaignDates(campaign)}
          </span>
        </p>
        {facts}
        {campaign.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    </div>
  );
}
