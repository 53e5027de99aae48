import { sql } from 'kysely';
import { seedIfEmpty } from '../../seeds';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('a database seeded by an older version gets the content area’s data at the next start; slots never answer 500', async () => {
  await sql`TRUNCATE appointments, appointment_hours, appointment_places, teams, team_members, partners, form_replies, form_pages RESTART IDENTITY CASCADE`.execute(
    t.database.db,
  );
  const none = await t.app.inject({
    method: 'GET',
    url: '/api/appointments/slots?kind=atelier',
    headers: apiHeaders(),
  });
  expect(none.statusCode).toBe(200);
  expect(none.json().data).toEqual([]);
  expect(await seedIfEmpty(t.database.db)).toBe(false);
  const slots = await t.app.inject({
    method: 'GET',
    url: '/api/appointments/slots?kind=atelier',
    headers: apiHeaders(),
  });
  expect(slots.json().data.length).toBeGreaterThan(5);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/teams', headers: apiHeaders() })).json().data.length,
  ).toBeGreaterThan(3);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/form-pages/recherche-personnalisee', headers: apiHeaders() }))
      .statusCode,
  ).toBe(200);
  // Nothing twice.
  await seedIfEmpty(t.database.db);
  expect((await t.app.inject({ method: 'GET', url: '/api/partners', headers: apiHeaders() })).json().meta.total).toBe(
    7,
  );
});
