/** Every cached answer of 'Data & Akun': the latest data export. */
export const privacyKeys = {
  all: ['privacy'] as const,
  /** GET /profile/export. */
  dataExport: () => [...privacyKeys.all, 'export'] as const,
};
