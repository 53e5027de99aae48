import { expect, test, type Page } from '@playwright/test';
import { freeVehicle } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { refuseCookies } from '../support/cookies';

async function open(page: Page, query: string) {
  const v = await freeVehicle(query);
  await page.goto(v.path);
  await refuseCookies(page);
  const block = page.getByTestId('cost-of-ownership');
  await expect(block.getByRole('heading', { level: 2, name: 'Coût mensuel estimé' })).toBeVisible();
  return block;
}

const euros = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/\D/g, ''));

test('coût mensuel : un diesel, ses hypothèses modifiables, une erreur en français à côté du champ, la vignette Crit’Air', async ({
  page,
}) => {
  const block = await open(page, 'sort=newest&condition=used&energies[]=diesel');
  await expect(block.getByTestId('crit-air')).toContainText('Vignette Crit’Air 2 (Euro 6');
  await expect(block.getByLabel('Prix du gazole')).toHaveValue('1,70');
  await expect(block.getByText(/valeurs indicatives arrêtées le 25 novembre 2026/)).toBeVisible();
  const before = await euros(page, 'energy-cost');
  expect(before).toBeGreaterThan(20);

  const km = block.getByLabel('Kilomètres par an');
  await km.fill('26 000');
  await expect.poll(() => euros(page, 'energy-cost')).toBeGreaterThanOrEqual(before * 2 - 1);
  await expect.poll(() => euros(page, 'energy-cost')).toBeLessThanOrEqual(before * 2 + 1);

  await km.fill('beaucoup');
  await expect(block.getByText('Indiquez un kilométrage annuel entre 1 000 et 100 000 km.')).toBeVisible();
  await expect(km).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('total-cost')).toHaveText('—');
  await expectNoAxeViolation(page, { within: '[data-testid="cost-of-ownership"]' });
});

test('coût mensuel : un véhicule électrique se recharge (kWh), sans carburant, Crit’Air 0', async ({ page }) => {
  const block = await open(page, 'sort=newest&energies[]=electrique');
  await expect(block.getByLabel('Prix de l’électricité (recharge)')).toHaveValue('0,25');
  await expect(block.getByLabel(/Prix du (gazole|sans-plomb)/)).toHaveCount(0);
  await expect(block.getByTestId('crit-air')).toContainText('Vignette Crit’Air 0 (véhicule électrique');
  await expect(block.getByText(/kWh\/100 km/)).toBeVisible();
});
