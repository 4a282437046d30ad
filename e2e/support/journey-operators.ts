import { inject } from 'vitest';
import type { OperatorRole } from '../../packages/contract/src/operator/roles';
import type { DatabaseHandle } from '../../apps/api/src/db/connect';
import { rebuildFigures } from '../../apps/api/src/db/queries/figures-rollup';
import { createCampaignWithCode } from '../../apps/api/src/test/campaign-factories';
import { createCharity, createProject } from '../../apps/api/src/test/charity-factories';
import { createUser } from '../../apps/api/src/test/factories';
import { createOperator, OPERATOR_PASSWORD } from '../../apps/api/src/test/operator-factories';
import { seedAppealJourney } from './appeal-journey';
import { seedDemoCharityAdmins } from './demo-charity-admins';
import { seedFeeJourney } from './fee-journey';
import { seedProjectHistoryJourney } from './project-history-journey';
import { seedPaymentSettingsJourney } from './payment-settings-journey';
import { seedReconciliationJourney } from './reconciliation-journey';
import { seedUpdateReportJourney } from './update-report-journey';

/**
 * Operators of the journeys' own, put into the seeded template before the servers start (a journey
 * cannot write into a running server's PGlite): one per journey and screen, so no two journeys share
 * an operator's codes — a code is taken once per 30-second step. The demo operator (README) is the
 * desktop auditor's.
 */
export interface JourneyOperator {
  email: string;
  password: string;
  name: string;
  roles: OperatorRole[];
  /** the authenticator's secret; null for one who enrols in the journey */
  secret: string | null;
}

const OPERATORS = {
  /** first login, no factor yet: enrols with the QR code */
  newcomerDesktop: { name: 'ياسمين فؤاد', roles: ['finance', 'moderator'], enrolled: false },
  newcomerPhone: { name: 'عمر السيد', roles: ['catalogue'], enrolled: false },
  /** an admin on a phone: the audit view and its export through the step-up dialog */
  auditorPhone: { name: 'سلوى عبد الحميد', roles: ['admin', 'data_protection'], enrolled: true },
  /** onboarding on a phone: asks to revoke JOURNEY_PERMIT; the second onboarding operator approves it */
  revokerPhone: { name: 'منى الشريف', roles: ['onboarding'], enrolled: true },
  approverPhone: { name: 'طارق حسني', roles: ['onboarding'], enrolled: true },
  /** admins who invite a newcomer to the team, then take them out (operator-team.e2e.ts) */
  teamAdminDesktop: { name: 'نادية الحلواني', roles: ['admin'], enrolled: true },
  teamAdminPhone: { name: 'حازم البنا', roles: ['admin'], enrolled: true },
  /** a moderator on a phone: pauses and restores JOURNEY_MODERATION.money (e2e/moderation.e2e.ts) */
  moderatorPhone: { name: 'نادية الصاوي', roles: ['moderator'], enrolled: true },
  /** a moderator on a phone: hides the reported delivery update (e2e/update-report.e2e.ts) */
  updateModeratorPhone: { name: 'صابر المنشاوي', roles: ['moderator'], enrolled: true },
  /** a moderator on a phone: finds no wrong-photo report in the queue (e2e/wrong-photo.e2e.ts) */
  wrongPhotoModeratorPhone: { name: 'عزة الشربيني', roles: ['moderator'], enrolled: true },
  /** finance: issues a month's service-fee statements and marks one paid (fee-statement.e2e.ts) */
  feesDesktop: { name: 'نادية الشافعي', roles: ['finance'], enrolled: true },
  feesPhone: { name: 'حسام البنا', roles: ['finance'], enrolled: true },
  /** finance: uploads the bank's settlement file and resolves an exception (reconciliation.e2e.ts) */
  reconciliationDesktop: { name: 'إيمان الجندي', roles: ['finance'], enrolled: true },
  reconciliationPhone: { name: 'شريف عبد الباقي', roles: ['finance'], enrolled: true },
  /** finance: reads every charity's figures and downloads them (e2e/dashboards.e2e.ts) */
  figuresDesktop: { name: 'دينا الشناوي', roles: ['finance'], enrolled: true },
  figuresPhone: { name: 'أيمن الرفاعي', roles: ['finance'], enrolled: true },
  /** onboarding: reviews a charity's application to join (e2e/charity-application.e2e.ts) */
  applicationsDesktop: { name: 'رانيا منصور', roles: ['onboarding'], enrolled: true },
  applicationsPhone: { name: 'حسام الدين فهمي', roles: ['onboarding'], enrolled: true },
  /** onboarding on a phone: approves the demo charity's permit request (e2e/permit-request.e2e.ts) */
  permitsPhone: { name: 'سماح الدسوقي', roles: ['onboarding'], enrolled: true },
  /** onboarding on a desktop: approves the demo charity's permit request (e2e/permit-request.e2e.ts) */
  permitsDesktop: { name: 'عبير الحناوي', roles: ['onboarding'], enrolled: true },
  /**
   * onboarding (e2e/payment-settings.e2e.ts): the approver decides the charity admin's change, then the
   * proposer's own, which the proposer may not decide
   */
  paymentsApproverDesktop: { name: 'مروة السقا', roles: ['onboarding'], enrolled: true },
  paymentsApproverPhone: { name: 'ياسر الجمال', roles: ['onboarding'], enrolled: true },
  paymentsProposerDesktop: { name: 'أحمد الخولي', roles: ['onboarding'], enrolled: true },
  paymentsProposerPhone: { name: 'سهى المصري', roles: ['onboarding'], enrolled: true },
  /**
   * the whole path (e2e/charity-whole-path.e2e.ts): onboarding reviews the application, approves the
   * payment settings and the permit; the catalogue approves the charity's name and its project
   */
  wholePathOnboardingDesktop: { name: 'نهال البدري', roles: ['onboarding'], enrolled: true },
  wholePathOnboardingPhone: { name: 'عادل الفيومي', roles: ['onboarding'], enrolled: true },
  wholePathCatalogueDesktop: { name: 'رشا القليوبي', roles: ['catalogue'], enrolled: true },
  wholePathCataloguePhone: { name: 'مصطفى الدمياطي', roles: ['catalogue'], enrolled: true },
  /** the catalogue on a phone: edits a content page and restores it (e2e/content-pages.e2e.ts) */
  contentPhone: { name: 'هبة عزت', roles: ['catalogue'], enrolled: true },
  /** the catalogue approves a project's two edits and sees its history (e2e/project-history.e2e.ts) */
  projectTextsPhone: { name: 'رشا البحيري', roles: ['catalogue'], enrolled: true },
  projectTextsDesktop: { name: 'مجدي الطوخي', roles: ['catalogue'], enrolled: true },
  /** the appeal journey (e2e/moderation-appeal.e2e.ts): two moderators took JOURNEY_APPEAL's page down, a third decides the appeal */
  appealAsker: { name: 'هشام القاضي', roles: ['moderator'], enrolled: true },
  appealApprover: { name: 'ليلى النجار', roles: ['moderator'], enrolled: true },
  appealThirdPhone: { name: 'كريم عز الدين', roles: ['moderator'], enrolled: true },
} satisfies Record<string, { name: string; roles: OperatorRole[]; enrolled: boolean }>;

export type JourneyOperators = Record<keyof typeof OPERATORS, JourneyOperator>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** the journeys' operators and their secrets (global-setup.ts) */
    journeyOperators: JourneyOperators;
  }
}

/** The revocation journey's own charity and approved permit (no other journey leans on them). */
export const JOURNEY_PERMIT = { ngo_name: 'جمعية رحاب الخير', permit_number: 'JR-2026-77' } as const;

/**
 * The moderation journey's own family and campaigns (docs/decisions/033), reached by their short codes:
 * one whose photo a visitor reports, one whose text a visitor reports as asking for money.
 */
export const JOURNEY_MODERATION = {
  creator: { email: 'moderation-family@example.com', password: 'moderation-family-1', name: 'سهام رضوان' },
  photo: { title: 'عبد الرؤوف الجمال', code: 987_001 },
  money: { title: 'زكية المنياوي', code: 987_002 },
} as const;

async function seedModerationCampaigns(db: DatabaseHandle['db']) {
  const { creator, photo, money } = JOURNEY_MODERATION;
  const family = await createUser(db, {
    email: creator.email,
    password: creator.password,
    user_name: creator.name,
  });
  const charity = await createCharity(db, { cash: true, card: true });
  const project = await createProject(db, charity);
  for (const { title, code } of [photo, money])
    await createCampaignWithCode(db, { projectId: project.id, userId: family.id, title, code });
}

/** Inserts the journeys' operators (and the permit they revoke) with the api tests' own factories. */
export async function seedJourneyOperators(db: DatabaseHandle['db']): Promise<JourneyOperators> {
  await createCharity(db, {
    ar_name: JOURNEY_PERMIT.ngo_name,
    permit: { permit_number: JOURNEY_PERMIT.permit_number },
  });
  await seedModerationCampaigns(db);
  await seedUpdateReportJourney(db);
  await seedFeeJourney(db);
  await seedReconciliationJourney(db);
  await seedProjectHistoryJourney(db);
  await seedPaymentSettingsJourney(db);
  await seedDemoCharityAdmins(db);
  const entries = await Promise.all(
    Object.entries(OPERATORS).map(async ([key, { name, roles, enrolled }]) => {
      const { email, secret } = await createOperator(db, roles, { enrolled, name });
      return [key, { email, password: OPERATOR_PASSWORD, name, roles, secret }];
    }),
  );
  const operators = Object.fromEntries(entries) as JourneyOperators;
  await seedAppealJourney(db, operators);
  // the journeys' donations were written directly: the dashboards' rollups computed from them once
  await rebuildFigures(db);
  return operators;
}

export const journeyOperators = (): JourneyOperators => inject('journeyOperators');
