/* global self */
/*
 * Web Push for the service worker workbox generates (vite.config.ts imports this file into
 * sw.js). A push carries { title, body, link } (the server's notification); clicking it focuses
 * an open Bantuin tab on that page, or opens one.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Bantuin';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: data.id || undefined,
      lang: 'id',
      data: { link: data.link || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  const target = new URL(link, self.location.origin);
  // Only the app's own pages: a push never sends the person elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url.startsWith(self.location.origin) && 'navigate' in client) {
          // Navigate first: a refused focus (the browser decides when a page may take it) must
          // not leave the tab where it was.
          return client.navigate(url).then(
            (opened) => (opened || client).focus().catch(() => undefined),
            // A tab this worker does not control cannot be navigated: open the page instead.
            () => self.clients.openWindow(url),
          );
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
