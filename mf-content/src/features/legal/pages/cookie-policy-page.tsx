import { Button } from '@ga/ui';
import { openConsentChoices } from '@ga/core';
import { LegalTemplate } from '../../../shared/templates/legal-template';
import { politiqueCookies } from '../content/politique-utilisation-cookies';

/** The cookie policy, with the button that reopens the consent choices (owned by the shell). */
export function CookiePolicyPage() {
  return (
    <LegalTemplate page={politiqueCookies}>
      <Button variant="secondary" size="lg" onClick={openConsentChoices}>
        Modifier mes choix de cookies
      </Button>
    </LegalTemplate>
  );
}
