// The play screen's module, loaded when a game starts or is resumed (docs/app.md "Lazy loading"): the
// local game with its session, the computer's worker client and the hints, the game screen and its
// elements, and the games list of the new-game screen.
export { renderGamesList } from './gamesList.ts';
export { LocalPlay } from './localPlay.ts';
export { gameElement, renderPlay } from './playPage.ts';
export { playTestHook } from './playTestHook.ts';
