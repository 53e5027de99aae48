/**
 * The page a visitor was on when they signed up comes back when they open the confirmation link:
 * kept on the server with the link (the e-mail stays fixed text), judged by the one return-path rule,
 * kept when the link is sent again, and given only by the first confirmation.
 */
import {
  apiHeaders,
  confirmationToken,
  createTestApp,
  personalAccount,
  registerUser,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirm = async (email: string, count = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/email/confirm',
    headers: apiHeaders(),
    payload: { token: await confirmationToken(t, email, count) },
  });

describe('the sign-up return path', () => {
  it('comes back with the confirmation, and the e-mail does not carry it', async () => {
    const path = '/achat/vehicule/peugeot-208/42?favori=1#photos';
    const u = await registerUser(t.app, { return_path: path });
    const opened = await confirm(u.email);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({ email: u.email, kind: 'verify', return_path: path });
    const { readOutbox } = await import('../mailer');
    const mail = (await readOutbox(t.config.outboxDir)).find((m) => m.to === u.email)!;
    expect(mail.text).not.toContain('peugeot-208');
  });

  it('is dropped when the return-path rule refuses it', async () => {
    for (const path of [
      '//evil.example/x',
      'https://evil.example',
      '/\tevil',
      '/connexion?redirect=/x',
      '/inscription',
    ]) {
      const u = await registerUser(t.app, { return_path: path });
      expect((await confirm(u.email)).json().data.return_path).toBeNull();
    }
  });

  it('is kept when the link is sent again', async () => {
    const u = await registerUser(t.app, { return_path: '/achat/vehicule/renault-clio/7/reservation' });
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/user/email/verification',
      headers: apiHeaders(u.token),
    });
    expect(resend.statusCode).toBe(200);
    expect((await confirm(u.email, 2)).json().data.return_path).toBe('/achat/vehicule/renault-clio/7/reservation');
  });

  it('is refused above its length limit (422 in French on the field)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: apiHeaders(),
      payload: { ...personalAccount(), return_path: `/${'a'.repeat(2001)}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.return_path).toEqual(['Adresse de retour trop longue.']);
  });
});
