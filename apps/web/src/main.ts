import { VARIANTS } from '@nardy/rules';
import { openingRows } from './openingBoard.ts';

// A minimal start page that draws the opening position of every variant from the rules engine.
const app = document.querySelector<HTMLElement>('#app')!;
const style = document.createElement('style');
style.textContent = `
  body { font-family: system-ui, sans-serif; margin: 1rem; background: #f4efe6; color: #222; }
  .board { display: grid; grid-template-columns: repeat(12, 2.2rem); gap: 2px; margin: .5rem 0 1.5rem; }
  .pt { height: 2.2rem; display: grid; place-items: center; background: #c8a26b; border-radius: 3px; }
  .w { color: #fff; text-shadow: 0 0 2px #000; font-weight: 700; }
  .b { color: #111; font-weight: 700; }
`;
document.head.append(style);
const title = document.createElement('h1');
title.textContent = 'Nardy — opening positions';
app.append(title);
for (const variant of VARIANTS) {
  const h = document.createElement('h2');
  h.textContent = variant;
  const board = document.createElement('div');
  board.className = 'board';
  board.setAttribute('aria-label', `${variant} opening position`);
  const { top, bottom } = openingRows(variant);
  for (const n of [...top, ...bottom]) {
    const cell = document.createElement('div');
    cell.className = `pt ${n > 0 ? 'w' : n < 0 ? 'b' : ''}`;
    cell.textContent = n === 0 ? '' : String(Math.abs(n));
    board.append(cell);
  }
  app.append(h, board);
}
