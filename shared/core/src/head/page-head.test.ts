// The page head the browser keeps up to date, over the head the server wrote (shell/server/page-head.ts).
// Each test loads the module afresh: it remembers the address the document was served for.
type PageHead = typeof import('./page-head');

const SERVED = 'http://localhost/voiture-occasion/peugeot-208-12';

function load(): PageHead {
  let module!: PageHead;
  jest.isolateModules(() => {
    module = jest.requireActual('./page-head');
  });
  return module;
}

const jsonLdBlocks = () => document.head.querySelectorAll('script[type="application/ld+json"]').length;
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

beforeEach(() => {
  window.history.replaceState(null, '', SERVED);
  document.head.innerHTML = [
    '<title>Peugeot 208 | Glinche Automobiles</title>',
    `<link rel="canonical" href="${SERVED}" />`,
    '<script type="application/ld+json">{"@type":"Product"}</script>',
  ].join('');
});

it('keeps the server’s JSON-LD on the page it describes, the hash aside, and drops it once the visitor moves on', () => {
  const { applyPageHead } = load();
  applyPageHead({ title: 'Peugeot 208', description: 'Une 208.' }, SERVED);
  applyPageHead({ title: 'Peugeot 208', description: 'Une 208.' }, `${SERVED}#equipements`);
  expect(jsonLdBlocks()).toBe(1);

  applyPageHead({ title: 'Voitures d’occasion', description: 'Le stock.' }, 'http://localhost/achat');
  expect(jsonLdBlocks()).toBe(0);
  expect(document.title).toBe('Voitures d’occasion | Glinche Automobiles');
});

it('writes the server’s robots rule for a page kept out of the index: noindex, follow', () => {
  const { applyPageHead } = load();
  applyPageHead(
    { title: 'Ma réservation', description: 'Réservation.', noindex: true },
    'http://localhost/reservation/12',
  );
  expect(robots()).toBe('noindex, follow');
  applyPageHead({ title: 'Voitures d’occasion', description: 'Le stock.' }, 'http://localhost/achat');
  expect(robots()).toBeNull();
});

it('under the server’s head, leaves its canonical and robots rule, unless the page asks to be kept out of the index', () => {
  document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex, follow" />');
  const { applyPageHead, keepServerHead } = load();
  keepServerHead(`${SERVED}?tri=prix`);
  applyPageHead({ title: 'Voitures d’occasion', description: 'Le stock.' }, `${SERVED}?tri=prix`);
  expect(robots()).toBe('noindex, follow');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(SERVED);

  document.head.querySelector('meta[name="robots"]')!.remove();
  keepServerHead(SERVED);
  // A finished campaign: only the browser knows it is over.
  applyPageHead({ title: 'Opération terminée', description: 'Fin.', noindex: true }, SERVED);
  expect(robots()).toBe('noindex, follow');
});
