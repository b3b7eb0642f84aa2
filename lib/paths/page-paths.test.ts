// Every page address the app builds, written out once (spec §2 routes): the screens, the emails and
// the redirect answers all take them from page-paths.ts. The §2 addresses inside a contract lead to
// the claim and certificate screens.
import { describe, expect, it } from 'vitest';
import {
  approvedCertPage,
  certOpenPage,
  CLAIM_REVERTED_PAGE,
  claimOpenPage,
  claimsReceivedPage,
  contractClaimAlias,
  contractPage,
  contractViewSettingsPage,
  dashboardPage,
  draftReviewPage,
  editCertPage,
  editClaimPage,
  invitationPage,
  inviteLoginPage,
  LINK_EXPIRED_PAGE,
  loginPage,
  newClaimPage,
  newContractPage,
  newProjectPage,
  projectPage,
  projectSettingsPage,
  projectsPage,
  moreProjectsPage,
  projectWorkflowPage,
  recordClaimPage,
  reviewCertPage,
  reviewClaimPage,
  setPasswordPage,
  setupPage,
  sharedFilePage,
  startCertPage,
  verifyEmailPage,
} from './page-paths';

const contract = { accountId: 'a', projectId: 'p', side: 'cert', contractId: 'c' } as const;
const payer = { accountId: 'a', projectId: 'p', contractId: 'c', contractType: 'cert' } as const;
const payee = { ...payer, contractType: 'claim' } as const;
const claim = { ...payee, claimId: 'k' };
const cert = { ...payer, claimId: 'k', certId: 'z' };

describe('page addresses', () => {
  it.each([
    [dashboardPage(), '/dashboard'],
    [dashboardPage('a'), '/dashboard?account_id=a'],
    [loginPage(), '/login'],
    [loginPage(dashboardPage('a')), '/login?next=%2Fdashboard%3Faccount_id%3Da'],
    [
      inviteLoginPage({ next: '/invitation/cert/x', email: 'b@c.nz', inviteType: 'cert' }),
      '/invite_login?next=%2Finvitation%2Fcert%2Fx&user_email=b%40c.nz&invite_type=cert',
    ],
    [
      inviteLoginPage({ next: '/n', inviteType: 'subcontractor' }),
      '/invite_login?next=%2Fn&invite_type=subcontractor',
    ],
    [setPasswordPage('t'), '/set_password/t'],
    [verifyEmailPage('t'), '/verify_email/t'],
    [invitationPage('subcontractor', 'x'), '/invitation/subcontractor/x'],
    [sharedFilePage('t'), '/file/t'],
    [LINK_EXPIRED_PAGE, '/error_403_link_expired'],
    [CLAIM_REVERTED_PAGE, '/error_404ClaimRevert?term=claim'],
    [projectsPage('a'), '/projects?account_id=a'],
    [projectsPage('a', 'claim'), '/projects/claim?account_id=a'],
    [
      moreProjectsPage('a', 'cert', { search: 'Kō 2', filter: 'all', sort: 'name', cursor: 'c_1' }),
      '/projects/cert?search=K%C5%8D+2&filter=all&sort=name&cursor=c_1&account_id=a',
    ],
    [
      moreProjectsPage('a', null, { search: '', filter: 'active', sort: 'created', cursor: 'c' }),
      '/projects?filter=active&sort=created&cursor=c&account_id=a',
    ],
    [newProjectPage('a'), '/project?account_id=a'],
    [projectPage('a', 'p'), '/project/view/p?account_id=a'],
    [projectSettingsPage('a', 'p'), '/project/view/p/settings?account_id=a'],
    [projectSettingsPage('a', 'p', 'workflows'), '/project/view/p/settings?tab=workflows&account_id=a'],
    [projectWorkflowPage('a', 'p', 'cert'), '/project/view/p/setting/workflow/cert?account_id=a'],
    [newContractPage('a', 'p', 'claim'), '/create-new-contract/p/claim?account_id=a'],
    [contractPage(contract), '/contract/p/cert/c?account_id=a'],
    [contractPage(contract, 'history'), '/contract/p/cert/c/history?account_id=a'],
    [contractViewSettingsPage(contract), '/contract/p/cert/view/c/settings?account_id=a'],
    [setupPage(contract), '/create-new-contract/p/cert/c?account_id=a'],
    [setupPage(contract, 'retention'), '/create-new-contract/p/cert/c/retention?account_id=a'],
    [newClaimPage(payee), '/make-claim/claim/p/c?account_id=a'],
    [editClaimPage(claim), '/make-claim/claim/p/c/k?account_id=a'],
    [draftReviewPage(claim), '/make-claim/claim/p/c/k/review?account_id=a'],
    [reviewClaimPage(claim), '/review-claim/claim/p/c/k?account_id=a'],
    [reviewClaimPage(claim, true), '/review-claim/claim/p/c/k/approved?account_id=a'],
    [claimsReceivedPage('a'), '/claims-received?account_id=a'],
    [claimsReceivedPage('a', 'completed'), '/claims-received?account_id=a&bucket=completed'],
    [recordClaimPage(payer), '/make-cert/cert/p/c/record?account_id=a'],
    [startCertPage({ ...payer, claimId: 'k' }), '/make-cert/cert/p/c/k?account_id=a'],
    [editCertPage(cert), '/make-cert/cert/p/c/k/z?account_id=a'],
    [reviewCertPage(cert), '/make-cert/cert/p/c/k/z/review?account_id=a'],
    [approvedCertPage(cert), '/review-cert/cert/p/c/k/z/approved?account_id=a'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it.each([
    ['draft', '/make-claim/claim/p/c/k?account_id=a'],
    ['issued', '/review-claim/claim/p/c/k?account_id=a'],
  ])('a payee’s %s claim opens at %s', (status, path) => {
    expect(claimOpenPage(claim, status)).toBe(path);
  });

  it('a payer’s claim opens at its certificate', () => {
    expect(claimOpenPage({ ...payer, claimId: 'k' }, 'issued')).toBe('/make-cert/cert/p/c/k?account_id=a');
  });

  it.each([
    // A pending placeholder has nothing to edit: it opens on the page that starts it.
    ['pending', '/make-cert/cert/p/c/k?account_id=a'],
    ['draft', '/make-cert/cert/p/c/k/z?account_id=a'],
    ['review', '/make-cert/cert/p/c/k/z/review?account_id=a'],
    ['approved', '/review-cert/cert/p/c/k/z/approved?account_id=a'],
    ['issued', '/review-cert/cert/p/c/k/z/approved?account_id=a'],
  ])('a %s certificate opens at %s', (status, path) => {
    expect(certOpenPage(cert, status)).toBe(path);
  });
});

describe('contractClaimAlias', () => {
  const c = { contractType: 'cert', projectId: 'p', contractId: 'c' };

  it.each([
    [[], '/make-claim/cert/p/c'],
    [['k'], '/make-claim/cert/p/c/k'],
    [['k', 'review'], '/make-claim/cert/p/c/k/review'],
    [['k', 'cert'], '/make-cert/cert/p/c/k'],
    [['k', 'cert', 'review'], '/make-cert/cert/p/c/k'],
    [['k', 'workflow'], '/make-cert/cert/p/c/k'],
    [['k', 'workflow', 'z'], '/make-cert/cert/p/c/k/z/review'],
  ])('%j → %s', (segments, path) => {
    expect(contractClaimAlias(c, segments)).toBe(path);
  });

  it.each([[['k', 'edit']], [['k', 'review', 'x']], [['k', 'cert', 'x']], [['k', 'workflow', 'z', 'x']]])(
    '%j is unknown',
    (segments) => {
      expect(contractClaimAlias(c, segments)).toBeNull();
    },
  );

  it('escapes what it is given', () => {
    expect(contractClaimAlias(c, ['a/b'])).toBe('/make-claim/cert/p/c/a%2Fb');
  });
});
