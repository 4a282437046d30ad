/**
 * The charity console's page names, for the tab's title (its route table's handles carry them): kept
 * with the console's routes, out of the visitor app's first load.
 */
export const charityPageTitles = {
  charityLogin: 'دخول موظفي الجمعية',
  charitySetPassword: 'تعيين كلمة مرور لوحة الجمعية',
  charityForgotPassword: 'نسيت كلمة مرور لوحة الجمعية',
  charityResetPassword: 'كلمة مرور جديدة للوحة الجمعية',
  charityQueue: 'التبرعات النقدية المنتظرة',
  charityDonations: 'سجل التبرعات',
  charityCampaigns: 'حملات الجمعية',
  charityProjects: 'مشاريع الجمعية',
  charityProjectDrafts: 'كتابة المشاريع',
  charityProjectHistory: 'سجل نصوص المشروع',
  charityPage: 'صفحة الجمعية',
  charityUpdates: 'تحديثات التنفيذ',
  charityPermits: 'تصاريح جمع التبرعات',
  charityActivity: 'سجل النشاط',
  charityFees: 'رسوم الخدمة',
  charityCashDeposits: 'إيداعات النقد',
  charityReconciliation: 'مطابقة التسويات',
  charityFigures: 'الأرقام',
  charityPaymentSettings: 'إعدادات الدفع',
  charityTeam: 'فريق الجمعية',
  charityTwoStep: 'التحقق بخطوتين',
  charityVerify: 'رمز التحقق',
} as const;
