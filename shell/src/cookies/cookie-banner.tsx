import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from '@ga/core';
import { Button, buttonClassName, Icon } from '@ga/ui';
import { CATEGORIES, CATEGORY_IDS, type CategoryId, type Language } from './consent-categories';
import { CONSENT_TEXTS } from './consent-texts';
import { CONSENT_FORM_ACTION } from './consent-cookies';
import { useConsentPanel } from './consent-context';
import styles from './cookie-banner.module.css';

/** The categories ticked in the banner's form (uncontrolled checkboxes: ticked before hydration, they stay). */
function ticked(form: HTMLFormElement | null): CategoryId[] {
  if (!form) return [];
  const data = new FormData(form);
  return CATEGORY_IDS.filter((id) => data.has(id));
}

/**
 * Cookie consent banner at the bottom (docs/spec-notes.md §2, §9): French by default, English available;
 * refusing is as easy as accepting; closing without a choice is a refusal.
 *
 * A form: on a server-rendered page a visitor may answer before the scripts have run, or without
 * JavaScript. Refuse, accept, close and « Enregistrer mes choix » are submit buttons that post the
 * choice to the site server, which writes the same cookies and sends the visitor back to the page.
 * « Personnaliser » is a `<details>`: the browser opens the categories itself, hydrated or not.
 * Once hydrated, the buttons choose in place and the form is never sent.
 */
export function CookieBanner() {
  const { choice, panelOpen, reopened, choose } = useConsentPanel();
  const title = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { pathname, search } = useLocation();
  const [language, setLanguage] = useState<Language>('fr');
  // Reopened from « Gérer les cookies »: written first in the document, shown at the bottom, so the
  // focus goes to it (the next Tab would otherwise leave the page). Never on a first visit.
  useEffect(() => {
    if (panelOpen && reopened) title.current?.focus();
  }, [panelOpen, reopened]);
  if (!panelOpen) return null;

  const t = CONSENT_TEXTS[language];
  const enabled = choice?.enabled ?? [];
  // Hydrated: the choice is made here, and the click does not send the form.
  const answer = (pick: () => CategoryId[]) => (event: MouseEvent) => {
    event.preventDefault();
    choose(pick());
  };

  return (
    <section
      className={styles.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-title"
      lang={language}
      data-testid="cookie-banner"
    >
      <form
        ref={form}
        className={styles.inner}
        method="post"
        action={CONSENT_FORM_ACTION}
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="retour" value={`${pathname}${search}`} />
        <button
          type="submit"
          name="choix"
          value="refuser"
          className={styles.close}
          onClick={answer(() => [])}
          aria-label={t.close}
          title={t.close}
        >
          <Icon name="close" size={20} />
        </button>
        <div className={styles.text}>
          <h2 id="cookie-title" className={styles.title} ref={title} tabIndex={-1}>
            {t.title}
          </h2>
          <p>
            {t.body} <Link to="/politique-utilisation-cookies">{t.policy}</Link>
          </p>
          <button
            type="button"
            className={styles.language}
            onClick={() => setLanguage(language === 'fr' ? 'en' : 'fr')}
            lang={language === 'fr' ? 'en' : 'fr'}
            aria-label={t.switchLanguageLabel}
          >
            {t.switchLanguage}
          </button>
        </div>
        <div className={styles.actions}>
          {/* CNIL: refusing as easy as accepting — the same button, side by side, first in reading order. */}
          <Button
            type="submit"
            name="choix"
            value="refuser"
            variant="primary"
            onClick={answer(() => [])}
            data-testid="cookie-refuse"
          >
            {t.refuseAll}
          </Button>
          <Button
            type="submit"
            name="choix"
            value="accepter"
            variant="primary"
            onClick={answer(() => [...CATEGORY_IDS])}
            data-testid="cookie-accept"
          >
            {t.acceptAll}
          </Button>
          <details className={styles.customise}>
            <summary className={buttonClassName({ variant: 'ghost' }, styles.customiseToggle)}>
              {t.customise}
              <Icon name="chevron-down" size={18} className={styles.chevron} />
            </summary>
            <fieldset className={styles.categories}>
              <legend className={styles.srOnly}>{t.categories}</legend>
              <label className={styles.category}>
                <input type="checkbox" checked disabled />
                <span>
                  <strong>{t.necessary}</strong>
                  <small>{t.necessaryText}</small>
                </span>
              </label>
              {CATEGORIES.map((category) => (
                <label key={category.id} className={styles.category}>
                  <input type="checkbox" name={category.id} defaultChecked={enabled.includes(category.id)} />
                  <span>
                    <strong>{category.label[language]}</strong>
                    <small>{category.description[language]}</small>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className={styles.save}>
              <Button
                type="submit"
                name="choix"
                value="enregistrer"
                variant="secondary"
                onClick={answer(() => ticked(form.current))}
              >
                {t.save}
              </Button>
            </div>
          </details>
        </div>
      </form>
      {/* Its last element: the banner shows once the HTML parser has reached it (cookie-banner.module.css). */}
      <span className={styles.parsed} hidden />
    </section>
  );
}
