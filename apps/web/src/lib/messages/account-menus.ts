/** The account menu and the side menu, lazy chunks both: their words are not the entry's (./shell). */
export const accountMenuMessages = {
  greeting: (userName: string) => `أهلًا، ${userName}`,
  closeMenu: 'إغلاق القائمة',
} as const;
