import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders() });

describe('departments and delivery types', () => {
  it('lists the 101 departments, the code first in the name', async () => {
    const res = await get('/api/departments');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBe(101);
    expect(data[0]).toEqual({ id: 1, code: '01', name: '01 Ain' });
    expect(data.find((d: { code: string }) => d.code === '72').name).toBe('72 Sarthe');
  });

  it('prices the delivery types of a department: free pickup, priced home delivery', async () => {
    const departments = (await get('/api/departments')).json().data;
    const sarthe = departments.find((d: { code: string }) => d.code === '72');
    const res = await get(`/api/delivery-types/departments/${sarthe.id}`);
    expect(res.statusCode).toBe(200);
    const types = res.json().data;
    expect(types.map((x: { at_home: boolean }) => x.at_home)).toContain(true);
    expect(types.find((x: { at_home: boolean; delivery_price: number }) => !x.at_home).delivery_price).toBe(0);
  });

  it('leaves "on quote" types out unless the list is for an estimate', async () => {
    const departments = (await get('/api/departments')).json().data;
    const corsicaId = departments.find((d: { code: string }) => d.code === '2A').id;
    const corsica = await get(`/api/delivery-types/departments/${corsicaId}`);
    const onQuote = await get(`/api/delivery-types/departments/${corsicaId}?on-estimate`);
    expect(corsica.json().data.every((x: { delivery_price: number | null }) => x.delivery_price !== null)).toBe(true);
    expect(onQuote.json().data.some((x: { delivery_price: number | null }) => x.delivery_price === null)).toBe(true);
  });

  it('gives a lead time per département, from the distance to Sarthe (pickup 0, home 3–5 days near, 10–12 far, on quote overseas)', async () => {
    const departments: { id: number; code: string }[] = (await get('/api/departments')).json().data;
    type Type = {
      at_home: boolean;
      name: string;
      lead_time_days: number | null;
      delay_days: number | null;
      delivery_price: number | null;
    };
    const typesOf = async (code: string): Promise<Type[]> =>
      (await get(`/api/delivery-types/departments/${departments.find((d) => d.code === code)!.id}?on-estimate`)).json()
        .data;
    const home = (types: Type[]) => types.find((x) => x.at_home)!;
    const pickup = (types: Type[]) => types.find((x) => x.name.includes('Écommoy'))!;
    const [sarthe, mayenne, nice, corsica, reunion] = await Promise.all(['72', '53', '06', '2A', '974'].map(typesOf));
    expect(pickup(sarthe!).lead_time_days).toBe(0);
    expect(pickup(nice!).lead_time_days).toBe(0);
    expect(home(sarthe!).lead_time_days).toBe(3);
    expect(home(mayenne!).lead_time_days).toBeGreaterThanOrEqual(3);
    expect(home(mayenne!).lead_time_days).toBeLessThanOrEqual(5);
    expect(home(nice!).lead_time_days).toBeGreaterThanOrEqual(10);
    expect(home(nice!).lead_time_days).toBeLessThanOrEqual(12);
    expect(home(corsica!)).toMatchObject({ delivery_price: null, lead_time_days: null });
    expect(home(reunion!)).toMatchObject({ delivery_price: null, lead_time_days: null });
    // `delay_days` carries the same value (its former name).
    for (const types of [sarthe!, nice!, corsica!]) for (const x of types) expect(x.delay_days).toBe(x.lead_time_days);
  });

  it('answers 404 for an unknown department and 422 for a malformed one', async () => {
    expect((await get('/api/delivery-types/departments/deux')).statusCode).toBe(422);
    expect((await get('/api/delivery-types/departments/999')).statusCode).toBe(404);
  });
});
