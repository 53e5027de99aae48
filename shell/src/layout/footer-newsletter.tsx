import { NearViewport } from '../remotes/near-viewport';
import { RemoteWidget } from '../remotes/remote-widget';
import styles from './footer.module.css';

/**
 * The newsletter sign-up of mf-content (widgets/newsletter-signup), mounted only when the footer
 * comes within 200 px of the viewport: its code and the bot check's stay off the first paint, even
 * on a short page.
 */
export function FooterNewsletter() {
  return (
    <NearViewport className={styles.newsletter} margin="200px 0px" testId="footer-newsletter">
      {/* Secondary: if mf-content is away, the footer simply goes without it. */}
      <RemoteWidget
        remote="mf-content"
        module="widgets/newsletter-signup"
        label="Newsletter"
        props={{}}
        fallback={null}
      />
    </NearViewport>
  );
}
