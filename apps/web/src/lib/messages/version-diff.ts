/** The words of a diff between two versions of a text (the content pages', a project's). */
export const versionDiffMessages = {
  added: 'أُضيف',
  removed: 'حُذف',
  skipped: '…',
} as const;
