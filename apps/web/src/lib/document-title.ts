const APP_NAME = 'Bantuin';

/** The tab's title for a page: 'Pesanan Saya · Bantuin'; the app's name alone without one. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
}
