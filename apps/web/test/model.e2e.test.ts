import { formatPoints } from '@nardy/elements';
import {
  createTable,
  createTableActor,
  displayPoint,
  recordFromState,
  replayRecord,
  selectTableView,
  type TableCommand,
  type TableView,
  tableMachine,
} from '@nardy/parallel';
import {
  type CubeModel,
  MODEL_SEED,
  type ModelSnapshot,
  modelEvents,
  modelInput,
  modelKey,
} from '@nardy/parallel/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { appDice, diceState } from '../src/appDice.ts';
import { launchChromium } from './browser.ts';

// Issue 19 §6: the table machine's model (the paths its own model-based test runs, two boards, both
// cube modes) drives the real screen. Every event of every shortest path is performed through the UI —
// the action bar's buttons, the boards' points, the resignation dialog — and at each state the screen
// must show what the model says: whose turn, the board in play, the dice, the cubes, the checkers that
// can move, the score, the game's end.
const base = inject('appUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
  // Two people at this device, and no automatic moves: every command comes from a click.
  await page.addInitScript(() => {
    localStorage.setItem('nardy.prefs', JSON.stringify({ autoForced: false, autoBoard: false, locale: 'en' }));
    localStorage.setItem('nardy.settings', JSON.stringify({ opponent: 'human' }));
  });
  await page.goto(`${base}?seed=${MODEL_SEED}&test=1`);
  await page.waitForSelector('nardy-app header h1');
});

afterAll(async () => {
  await browser?.close();
});

interface Hook {
  view(): TableView | null;
  importText(text: string, diceUsed?: number): boolean;
}

/** What the screen shows, read from the DOM (inside the elements' shadow roots). */
function readScreen() {
  const table = document.querySelector('nardy-table');
  const root = table?.shadowRoot;
  if (!root) return null;
  const slots = [...root.querySelectorAll<HTMLElement>('.slot')];
  return {
    toAct: root.querySelector<HTMLElement>('.player.to-act')?.dataset.color ?? null,
    chosen: slots.findIndex((s) => s.classList.contains('chosen')),
    scores: [...root.querySelectorAll('.player .score')].map((e) => e.textContent?.trim()),
    shared: root.querySelector('.shared-cube')?.getAttribute('value') ?? null,
    over: document.querySelector<HTMLDialogElement>('dialog.game-over')?.open ?? false,
    boards: [...root.querySelectorAll('nardy-board')].map((b) => {
      const s = b.shadowRoot!;
      return {
        dice: [...s.querySelectorAll<SVGGElement>('g.die')].map((g) => Number(g.dataset.value)),
        used: s.querySelectorAll('g.die.used').length,
        cube: s.querySelector('g.cube')?.getAttribute('data-value') ?? null,
        movable: [...s.querySelectorAll<HTMLElement>('.control')]
          .filter((c) => c.getAttribute('aria-label')?.endsWith(', can move'))
          .map((c) => c.dataset.loc)
          .sort(),
      };
    }),
  };
}

/** The same facts as the model's view says them. */
function expected(view: TableView) {
  const loc = (mover: string, p: number) => (p >= 25 ? `bar-${mover}` : p <= 0 ? `off-${mover}` : `p${p}`);
  return {
    toAct: view.turn,
    chosen: view.chosenBoard ?? -1,
    scores: [formatPoints(view.score.white), formatPoints(view.score.black)],
    shared: view.cube.mode === 'shared' && view.cube.shared ? String(view.cube.shared.value) : null,
    over: view.phase === 'gameOver',
    boards: view.boards.map((b, i) => {
      // A board that cannot take the roll draws no dice while a board is chosen (issue 49 §5.6).
      const undiced = view.phase === 'chooseBoard' && view.selectable[i] && !view.playable[i];
      const faces =
        b.dice === null || undiced
          ? []
          : b.dice[0] === b.dice[1]
            ? [b.dice[0], b.dice[0], b.dice[0], b.dice[0]]
            : [...b.dice];
      return {
        dice: faces,
        used: faces.length - (b.dice === null || undiced ? 0 : b.diceLeft.length),
        cube: b.cube === null ? null : String(b.cube.value === 1 && b.cube.owner === null ? 64 : b.cube.value),
        movable: b.turn ? [...new Set(b.legal.map((m) => loc(b.turn as string, m.from)))].sort() : [],
      };
    }),
  };
}

const bar = () => page.locator('nardy-table [part="actions"]');

async function activate(board: number): Promise<void> {
  await page.locator(`nardy-table .slot[data-board="${board}"] .slot-head`).click();
}

/** Performs a model event through the screen, given the state it is sent in. */
async function perform(event: TableCommand, before: ModelSnapshot): Promise<void> {
  const button = (name: string) => bar().getByRole('button', { name, exact: true }).click();
  switch (event.type) {
    case 'ROLL':
      return button('Roll');
    case 'DOUBLE':
      if (event.board !== undefined) await activate(event.board);
      return button('Double');
    case 'TAKE':
      return button('Take');
    case 'DROP':
      if (event.board !== undefined) await activate(event.board);
      return button('Drop');
    case 'RESIGN': {
      // A board from its action bar; the whole table from the game's tools. Both ask first.
      if (event.board !== undefined) {
        await activate(event.board);
        await button('Resign…');
      } else {
        await page.getByRole('button', { name: 'Resign the whole table', exact: true }).click();
      }
      const dialog = page.locator('dialog.resign');
      await dialog.waitFor();
      return dialog.getByRole('button', { name: 'Resign', exact: true }).click();
    }
    case 'CHOOSE_BOARD': {
      await activate(event.board);
      const view = selectTableView(before);
      return button(view.playable[event.board] ? 'Play here' : 'Pass here');
    }
    case 'STEP': {
      // The model's step, in the mover's own numbering, tapped on the board in its display points.
      const view = selectTableView(before).boards[event.board];
      const mover = view.turn as 'white' | 'black';
      const loc = (own: number) => {
        const p = displayPoint(view.geometry, mover, own);
        return p >= 25 ? `bar-${mover}` : p <= 0 ? `off-${mover}` : `p${p}`;
      };
      const control = (own: number) =>
        page.locator(`nardy-table nardy-board[board="${event.board}"] .control[data-loc="${loc(own)}"]`);
      await control(event.from).click();
      return control(event.to).click();
    }
    case 'UNDO':
      return button('Undo');
    case 'CONFIRM':
      return button('Confirm');
    default:
      throw new Error(`no screen action for ${event.type}`);
  }
}

/** Waits until the app's table is where the model is, then checks what the screen shows. */
async function expectScreen(snapshot: ModelSnapshot, where: string): Promise<void> {
  const view = selectTableView(snapshot);
  const want = JSON.stringify(view);
  try {
    await page.waitForFunction(
      (w) => JSON.stringify((globalThis as unknown as { nardyTest: Hook }).nardyTest.view()) === w,
      want,
      {
        timeout: 5000,
      },
    );
  } catch {
    const got = await page.evaluate(() => (globalThis as unknown as { nardyTest: Hook }).nardyTest.view());
    expect(got, `${where}: the app's table`).toEqual(view);
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.evaluate(readScreen), where).toEqual(expected(view));
}

describe('the model drives the screen (issue 19 §6)', () => {
  for (const mode of ['perBoard', 'shared'] as const satisfies readonly CubeModel[]) {
    it(`every shortest path of the table model, through the UI (${mode} cube)`, { timeout: 300_000 }, async () => {
      const input = modelInput(mode);
      const model = createTestModel(tableMachine, {
        events: modelEvents(mode),
        serializeState: modelKey,
        input,
      } as never);
      const paths = model.getShortestPaths();
      expect(paths.length).toBeGreaterThan(10);
      // The paths share their first steps. Each path starts from the deepest state an earlier path has
      // already reached through the screen and that a record restores exactly (a turn's unconfirmed
      // steps are not in a record), imported as a record; only the steps after it are performed.
      const restorable = new Map<string, { record: string; diceUsed: number }>([
        ['', { record: JSON.stringify(recordFromState(createTable(input.config, input.first))), diceUsed: 0 }],
      ]);
      const types = new Set<string>();
      for (const path of paths) {
        const events = path.steps
          .filter((s) => (s.event.type as string) !== 'xstate.init')
          .map((s) => ({ event: s.event as TableCommand, state: s.state as ModelSnapshot }));
        const keys = events.map((_, i) =>
          events
            .slice(0, i + 1)
            .map((e) => JSON.stringify(e.event))
            .join(' → '),
        );
        let from = 0;
        for (let i = events.length - 1; i >= 0; i--) {
          if (restorable.has(keys[i])) {
            from = i + 1;
            break;
          }
        }
        // The app's seeded dice count their draws; so do the table's here, to resume them alike.
        const actor = createTableActor({ ...input, dice: appDice({ kind: 'seeded', seed: MODEL_SEED }) }).start();
        for (const { event } of events.slice(0, from)) actor.send(event);
        const restore = restorable.get(from === 0 ? '' : keys[from - 1]);
        expect(
          await page.evaluate(
            ([text, used]) => (globalThis as unknown as { nardyTest: Hook }).nardyTest.importText(text, used),
            [restore?.record, restore?.diceUsed] as [string, number],
          ),
        ).toBe(true);
        await expectScreen(actor.getSnapshot(), from === 0 ? 'start' : `restored at ${keys[from - 1]}`);
        const done = events.slice(0, from).map((e) => JSON.stringify(e.event));
        for (const [i, { event, state }] of events.slice(from).entries()) {
          await perform(event, actor.getSnapshot());
          actor.send(event);
          types.add(event.type);
          done.push(JSON.stringify(event));
          const where = done.join(' → ');
          expect(modelKey(actor.getSnapshot()), where).toBe(modelKey(state));
          await expectScreen(actor.getSnapshot(), where);
          const table = actor.getSnapshot().context.table;
          const saved = recordFromState(table);
          const replayed = replayRecord(saved);
          if (
            replayed.ok &&
            JSON.stringify(selectTableView(replayed.value)) === JSON.stringify(selectTableView(table))
          ) {
            restorable.set(keys[from + i], {
              record: JSON.stringify(saved),
              diceUsed: diceState(actor.getSnapshot().context.dice).used,
            });
          }
        }
        // UNDO lies on no shortest path (it leads back to states reached otherwise): take it at the end
        // of every path that stops in the middle of a turn.
        if (actor.getSnapshot().value === 'moving') {
          await perform({ type: 'UNDO' }, actor.getSnapshot());
          actor.send({ type: 'UNDO' });
          types.add('UNDO');
          await expectScreen(actor.getSnapshot(), `${done.join(' → ')} → {"type":"UNDO"}`);
        }
        actor.stop();
      }
      for (const type of ['ROLL', 'DOUBLE', 'TAKE', 'DROP', 'RESIGN', 'CHOOSE_BOARD', 'STEP', 'UNDO', 'CONFIRM']) {
        expect(types, type).toContain(type);
      }
    });
  }
});
