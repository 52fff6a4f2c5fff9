// Service worker of the Nardy app (generated into dist/sw.js at build time with this build's files).
// Precaches the app so it starts and plays offline; serves cached files first, and the page itself
// network-first so a new version is picked up when online.
const VERSION = '__VERSION__';
const ASSETS = __ASSETS__;
const CACHE = `nardy-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(ASSETS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('nardy-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put('./', copy));
          return response;
        })
        .catch(() => caches.match('./', { ignoreSearch: true })),
    );
    return;
  }
  event.respondWith(caches.match(request, { ignoreSearch: true }).then((hit) => hit ?? fetch(request)));
});

// A system notification of the app (your turn, a challenge, a tournament round; shown by the page
// through `registration.showNotification`): a click brings an open tab of the app to the front at the
// notification's address, or opens one. A challenge's Accept and Decline answer it from here (the
// session cookie goes with the request); Accept then opens the new table's seat.
function openApp(url) {
  const target = new URL(url, self.registration.scope).toString();
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const open = windows.find((w) => w.url.startsWith(self.registration.scope));
    if (open) return open.focus().then((w) => w?.navigate?.(target) ?? w);
    return self.clients.openWindow(target);
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data ?? {};
  const challenge = typeof data.challenge === 'string' ? data.challenge : null;
  if (challenge !== null && (event.action === 'accept' || event.action === 'decline')) {
    const answer = new URL(`api/challenges/${encodeURIComponent(challenge)}/${event.action}`, self.registration.scope);
    event.waitUntil(
      fetch(answer, { method: 'POST', credentials: 'same-origin' })
        .then((res) => res.json().catch(() => ({})))
        .then((body) => (event.action === 'accept' && typeof body.join === 'string' ? openApp(body.join) : undefined))
        .catch(() => openApp(data.url ?? './')),
    );
    return;
  }
  event.waitUntil(openApp(data.url ?? './'));
});
