import { useEffect, useState } from 'react';
import { expectHydrationWithoutMismatch } from './hydration-round-trip';

/** Wrong on purpose: the first render reads localStorage, so the browser's text differs. */
function StoredTextInRender() {
  return <p>{localStorage.getItem('ville') ?? 'Aucune ville'}</p>;
}

/** Wrong on purpose: the same, in an attribute (React reports those through console.error). */
function StoredAttributeInRender() {
  return <p data-ville={localStorage.getItem('ville') ?? 'aucune'}>Ville</p>;
}

/** Wrong on purpose: the #hash read during render. */
function HashInRender() {
  return <p>{window.location.hash ? 'Question ouverte' : 'Questions'}</p>;
}

/** Right: the server's text first, the stored one once hydrated. */
function StoredTextAfterHydration() {
  const [city, setCity] = useState<string | null>(null);
  useEffect(() => setCity(localStorage.getItem('ville')), []);
  return <p>{city ?? 'Aucune ville'}</p>;
}

describe('expectHydrationWithoutMismatch', () => {
  const writeCity = () => localStorage.setItem('ville', 'Écommoy');

  it('fails when the first render reads localStorage into text', async () => {
    await expect(
      expectHydrationWithoutMismatch(() => <StoredTextInRender />, { beforeHydrate: writeCity }),
    ).rejects.toThrow(/onRecoverableError/);
  });

  it('fails on an attribute mismatch, which React reports through console.error', async () => {
    await expect(
      expectHydrationWithoutMismatch(() => <StoredAttributeInRender />, { beforeHydrate: writeCity }),
    ).rejects.toThrow(/console\.error: .*attributes/);
  });

  it('fails when the first render reads the #hash', async () => {
    await expect(
      expectHydrationWithoutMismatch(() => <HashInRender />, {
        beforeHydrate: () => window.history.replaceState(null, '', '#livraison'),
      }),
    ).rejects.toThrow(/Hydration mismatch/);
  });

  it('renders the server side with nothing stored and no #hash, whatever the previous test left', async () => {
    localStorage.setItem('ville', 'Le Mans');
    window.history.replaceState(null, '', '#reste');
    const { html } = await expectHydrationWithoutMismatch(() => (
      <>
        <StoredTextAfterHydration />
        <p>{window.location.hash || 'sans ancre'}</p>
      </>
    ));
    expect(html).toContain('Aucune ville');
    expect(html).toContain('sans ancre');
  });

  it('passes when the stored state comes in after hydration, and shows it once effects ran', async () => {
    const { container, html } = await expectHydrationWithoutMismatch(() => <StoredTextAfterHydration />, {
      beforeHydrate: writeCity,
    });
    expect(html).toContain('Aucune ville');
    expect(container).toHaveTextContent('Écommoy');
  });

  it('leaves console.error as it was', async () => {
    const before = console.error;
    await expectHydrationWithoutMismatch(() => <p>Bonjour</p>);
    expect(console.error).toBe(before);
  });
});
