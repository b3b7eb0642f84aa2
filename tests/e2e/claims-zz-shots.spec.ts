import { test } from '@playwright/test';
import { logIn } from './helpers';

test('shots', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await page.waitForURL(/dashboard/);
  const { account_id: acc } = (await (await page.request.get('/api/profile')).json()) as { account_id: string };
  const { contracts } = (await (await page.request.get(`/api/contract/account/${acc}/contracts`)).json()) as {
    contracts: { id: string; contract_number: string | null; project: { id: string } }[];
  };
  const c = contracts.find((x) => x.contract_number === 'SC-014-03')!;
  const { claims } = (await (
    await page.request.get(`/api/claim/account/${acc}/contract_group/${c.project.id}/contract/${c.id}/claim`)
  ).json()) as { claims: { id: string; number: number }[] };
  const base = `/make-claim/claim/${c.project.id}/${c.id}`;
  for (const [name, url, width] of [
    ['editor-wide', `${base}/${claims.find((x) => x.number === 3)!.id}?account_id=${acc}`, 1280],
    ['editor-narrow', `${base}/${claims.find((x) => x.number === 3)!.id}?account_id=${acc}`, 375],
    ['review-narrow', `/review-claim/claim/${c.project.id}/${c.id}/${claims.find((x) => x.number === 2)!.id}?account_id=${acc}`, 375],
    ['new-wide', `${base}?account_id=${acc}`, 1280],
    ['claimcert-narrow', `/claim-cert?account_id=${acc}`, 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/claims-shots/${name}.png`, fullPage: true });
  }
});
