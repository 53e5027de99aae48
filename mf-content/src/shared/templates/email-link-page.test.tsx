import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@ga/core';
import { pageHead, resetPageHead } from '../../testing/page-head';
import { EmailLinkPage } from './email-link-page';

type Reply = { message: string; slot?: string };
type Send = (token: string) => Promise<{ data: Reply } | { error: { status: number; data: unknown } }>;

const INVALID = 'Ce lien n’est plus valable : demandez-en un nouveau.';

function renderPage(
  url: string,
  send: Send,
  extra: { button?: { label: string; variant?: 'primary' | 'danger' } } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EmailLinkPage<Reply>
            title="Confirmer mon rendez-vous"
            description="Confirmation du rendez-vous pris sur le site."
            kicker="Rendez-vous"
            heading="Confirmation de votre rendez-vous"
            lead="Nous vérifions votre lien."
            invalidMessage={INVALID}
            send={send}
            done={(reply) => <p>Créneau : {reply.slot}</p>}
            {...extra}
          >
            <a href="/">Retour à l’accueil</a>
          </EmailLinkPage>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('e-mail link page', () => {
  beforeEach(() => {
    resetPageHead();
    window.__GA_CONFIG__ = { brandName: 'Glinche Automobiles', siteUrl: 'https://www.exemple.fr' };
  });

  it('sends the token at once, takes it out of the address and shows the success with its details', async () => {
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>(async () => ({
      data: { message: 'Votre rendez-vous est confirmé.', slot: 'mardi 10 h' },
    }));
    const router = renderPage('/rendez-vous/confirmer?token=abc123', send);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Votre rendez-vous est confirmé.');
    expect(screen.getByText('Créneau : mardi 10 h')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('abc123');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/rendez-vous/confirmer');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeInTheDocument();
  });

  it('is not indexed and sends no Referer', async () => {
    renderPage('/rendez-vous/confirmer?token=abc123', async () => ({ data: { message: 'OK' } }));
    await screen.findByRole('status');
    expect(pageHead()).toMatchObject({
      title: 'Confirmer mon rendez-vous | Glinche Automobiles',
      robots: 'noindex, follow',
    });
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]')?.content).toBe('no-referrer');
  });

  it('says the link is invalid when the address has no token, without calling the API', async () => {
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>();
    renderPage('/rendez-vous/confirmer', send);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByText('Un instant…')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the API’s message about the token when it refuses the link', async () => {
    renderPage('/rendez-vous/confirmer?token=vieux', async () => ({
      error: {
        status: 422,
        data: { message: 'Les données envoyées ne sont pas valides.', errors: { token: ['Ce lien a expiré.'] } },
      },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien a expiré.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('falls back to the page’s invalid message when the API gives none', async () => {
    renderPage('/rendez-vous/confirmer?token=vieux', async () => ({ error: { status: 404, data: {} } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  });

  it('with a button, waits for the visitor before sending, and sends once', async () => {
    let resolve!: (reply: { data: Reply }) => void;
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>(() => new Promise((r) => (resolve = r)));
    renderPage('/newsletter/desinscription?token=t0k', send, {
      button: { label: 'Me désinscrire', variant: 'danger' },
    });
    const button = await screen.findByRole('button', { name: 'Me désinscrire' });
    expect(send).not.toHaveBeenCalled();
    expect(screen.queryByText('Un instant…')).not.toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('t0k');
    await act(async () => resolve({ data: { message: 'Vous ne recevrez plus la lettre.' } }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Vous ne recevrez plus la lettre.'));
    expect(screen.queryByRole('button', { name: 'Me désinscrire' })).not.toBeInTheDocument();
  });
});
