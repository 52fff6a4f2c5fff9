// Entry of the web app: reads the test hook, mounts <nardy-app> (the shell; each screen's module is
// loaded when first shown), and registers the service worker (production only) so the app installs and
// plays offline.
import './styles.css';
import { startFollowing } from './club/tournamentFollower.ts';
import { NardyApp } from './shell/nardy-app.ts';
import { readTestHook } from './testHook.ts';

const app = new NardyApp();
app.hook = readTestHook(location.search, import.meta.env.PROD);
document.querySelector('#app')?.replaceWith(app);
app.id = 'app';
// A tournament entrant's next table opens by itself on any screen (docs/club.md "Tournaments").
startFollowing();

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // Offline play is a bonus: the app works without it.
    });
  });
}
