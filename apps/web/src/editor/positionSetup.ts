import { displayPoint, type EditorPosition, emptyPosition, ownPoint } from '@nardy/elements';
import { applyEvent, createTable, parseTableConfig, type TableSpec, type TableState } from '@nardy/parallel';
import {
  type ByColor,
  CHECKERS_PER_SIDE,
  type Color,
  type Dice,
  defaultEndingSetting,
  fromSetup,
  geometryOf,
  isDie,
  makePositionId,
  opposite,
  type Position,
  parsePositionId,
  type Side,
  startSide,
  toSetup,
  VARIANTS,
  type VariantName,
} from '@nardy/rules';

/**
 * The position editor's model (docs/app.md "Position editor"): the editor's `EditorPosition` (display
 * points) to and from each side's own numbering, checked with the rules' own codes; Position IDs for
 * the short variants, the setup JSON and the shareable address; the table spec to play from here.
 * Pure, so it is tested in Node.
 */

/** What is wrong with a position being set up: the rules' code, and the side and count concerned. */
export interface SetupProblem {
  readonly code: string;
  readonly side?: Color;
  readonly count?: number;
  /** The rules' own message (English), kept for the record; the screen says it in the app's language. */
  readonly message: string;
}

export const isVariant = (v: unknown): v is VariantName => (VARIANTS as readonly unknown[]).includes(v);

/** A side's checkers in its own numbering. */
export function sideOf(v: EditorPosition, color: Color): Side {
  const points: Record<string, number> = {};
  for (let p = 1; p <= 24; p++) {
    const n = color === 'white' ? (v.points[p] ?? 0) : -(v.points[p] ?? 0);
    if (n > 0) points[ownPoint(v.geometry, color, p)] = n;
  }
  return { points, bar: v.bar[color], off: v.off[color] };
}

/** The editor's position from each side's own setup (points with no checkers omitted). */
export function editorFromSides(
  variant: VariantName,
  sides: ByColor<Side>,
  rest: Partial<Pick<EditorPosition, 'turn' | 'dice' | 'cube' | 'firstTurn'>> = {},
): EditorPosition {
  const geometry = geometryOf(variant);
  const points = new Array<number>(25).fill(0);
  for (const color of ['white', 'black'] as const) {
    for (const [key, n] of Object.entries(sides[color].points)) {
      const at = displayPoint(geometry, color, Number(key));
      points[at] += color === 'white' ? n : -n;
    }
  }
  return {
    ...emptyPosition(variant, geometry),
    points,
    bar: { white: sides.white.bar ?? 0, black: sides.black.bar ?? 0 },
    off: { white: sides.white.off ?? 0, black: sides.black.off ?? 0 },
    ...rest,
  };
}

/**
 * A variant's starting position, White to move. In the long family both sides are before their first
 * turn there (the head rule's doubles exception, RULES.md), so its address and "Play from here" keep it.
 */
export function startingEditor(variant: VariantName): EditorPosition {
  const first = geometryOf(variant) === 'sameDirection';
  return editorFromSides(
    variant,
    { white: startSide(variant), black: startSide(variant) },
    { firstTurn: { white: first, black: first } },
  );
}

/** Each side's pip count in its own numbering (a checker on the bar counts 25). */
export function pipsOf(v: EditorPosition): ByColor<number> {
  const count = (side: Side) =>
    Object.entries(side.points).reduce((sum, [p, n]) => sum + Number(p) * n, 0) + 25 * (side.bar ?? 0);
  return { white: count(sideOf(v, 'white')), black: count(sideOf(v, 'black')) };
}

function total(side: Side): number {
  return Object.values(side.points).reduce((a, b) => a + b, 0) + (side.bar ?? 0) + (side.off ?? 0);
}

/**
 * The position seen from the side to move, or what is wrong with it: the rules' codes (`fromSetup`:
 * ERR_MIXED_POINT, ERR_BAR_NOT_ALLOWED, ERR_CHECKER_COUNT…), a side without fifteen checkers counting
 * those borne off (ERR_CHECKER_COUNT), and the table's own refusal of a start (a side already home).
 */
export function checkPosition(
  v: EditorPosition,
): { ok: true; position: Position; variant: VariantName } | { ok: false; problem: SetupProblem } {
  if (!isVariant(v.variant)) return { ok: false, problem: { code: 'ERR_SETUP_SHAPE', message: 'unknown variant' } };
  const variant = v.variant;
  const white = sideOf(v, 'white');
  const black = sideOf(v, 'black');
  for (const [color, side] of [
    ['white', white],
    ['black', black],
  ] as const) {
    const n = total(side);
    if (n !== CHECKERS_PER_SIDE) {
      return {
        ok: false,
        problem: {
          code: 'ERR_CHECKER_COUNT',
          side: color,
          count: n,
          message: `${color} has ${n} checkers; a side has ${CHECKERS_PER_SIDE} counting those borne off`,
        },
      };
    }
  }
  const mover = v.turn === 'white' ? white : black;
  const other = v.turn === 'white' ? black : white;
  const position = fromSetup(variant, { mover, opponent: other });
  if (!position.ok) return { ok: false, problem: { code: position.error.code, message: position.error.message } };
  const config = parseTableConfig(tableSpecOf(v));
  if (!config.ok) return { ok: false, problem: { code: config.error.code, message: config.error.message } };
  return { ok: true, position: position.value, variant };
}

/**
 * A table of one board starting from the position, money play: cubeless unless a cube is set, else with
 * a cube that starts at the editor's value and owner (`cube.start`, every game of the table).
 */
export function tableSpecOf(v: EditorPosition): TableSpec {
  const variant = v.variant as VariantName;
  return {
    boards: [{ variant, start: { white: sideOf(v, 'white'), black: sideOf(v, 'black') } }],
    ending: defaultEndingSetting(isVariant(variant) ? variant : 'short'),
    cube: v.cube ? { mode: 'perBoard', start: { value: v.cube.value, owner: v.cube.owner } } : { mode: 'off' },
  };
}

/**
 * The table "Play from here" starts: the editor's table spec (`tableSpecOf`), `first` to move and, when
 * dice were set in the editor, that roll already rolled for `first` (a `roll` event in the record, so a
 * reload or an analysis sees the same roll); without dice the table rolls its own.
 */
export function tableFromHere(
  spec: TableSpec,
  first: Color,
  dice: readonly [number, number] | null,
): { ok: true; value: TableState } | { ok: false; problem: SetupProblem } {
  const config = parseTableConfig(spec);
  if (!config.ok) return { ok: false, problem: { code: config.error.code, message: config.error.message } };
  const table = createTable(config.value, first);
  if (!dice) return { ok: true, value: table };
  const rolled = applyEvent(table, { type: 'roll', player: first, dice: [dice[0], dice[1]] });
  if (!rolled.ok) return { ok: false, problem: { code: rolled.error.code, message: rolled.error.message } };
  return { ok: true, value: rolled.value };
}

/** GNU Backgammon's Position ID of a valid short-family position (null for the long family). */
export function positionIdOf(v: EditorPosition): string | null {
  if (v.geometry !== 'opposed') return null;
  const checked = checkPosition(v);
  return checked.ok ? makePositionId(checked.position) : null;
}

/** A Position ID read for the side to move `turn` (its other settings kept), or the rules' error. */
export function editorFromPositionId(
  id: string,
  variant: VariantName,
  turn: Color,
): { ok: true; value: EditorPosition } | { ok: false; problem: SetupProblem } {
  const parsed = parsePositionId(id.trim(), variant);
  if (!parsed.ok) return { ok: false, problem: { code: parsed.error.code, message: parsed.error.message } };
  const setup = toSetup(parsed.value);
  const sides = { [turn]: setup.mover, [opposite(turn)]: setup.opponent } as ByColor<Side>;
  return { ok: true, value: editorFromSides(variant, sides, { turn }) };
}

/** The setup JSON the editor exports and imports: the variant, both sides in own numbering, and the rest. */
export interface SetupJson {
  readonly variant: VariantName;
  readonly white: Side;
  readonly black: Side;
  readonly turn: Color;
  readonly dice: Dice | null;
  readonly cube: EditorPosition['cube'];
  readonly firstTurn?: ByColor<boolean>;
}

export function setupJsonOf(v: EditorPosition): SetupJson {
  return {
    variant: v.variant as VariantName,
    white: sideOf(v, 'white'),
    black: sideOf(v, 'black'),
    turn: v.turn,
    dice: v.dice ? ([v.dice[0], v.dice[1]] as Dice) : null,
    cube: v.cube,
    ...(v.geometry === 'sameDirection' ? { firstTurn: v.firstTurn } : {}),
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads setup JSON (text or value): each side checked by the rules; refused with the rules' code. */
export function editorFromSetupJson(
  input: unknown,
): { ok: true; value: EditorPosition } | { ok: false; problem: SetupProblem } {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (e) {
      return { ok: false, problem: { code: 'ERR_SETUP_SHAPE', message: (e as Error).message } };
    }
  }
  const shape = (message: string) => ({ ok: false as const, problem: { code: 'ERR_SETUP_SHAPE', message } });
  if (!isRecord(value)) return shape('expected {"variant", "white", "black", "turn"?, "dice"?, "cube"?}');
  const variant = value.variant ?? 'short';
  if (!isVariant(variant)) return shape(`unknown variant ${JSON.stringify(variant)}`);
  // The rules read each side (shapes, point numbers, counts, the bar in the long family, mixed points).
  const read = fromSetup(variant, { mover: value.white, opponent: value.black });
  if (!read.ok) return { ok: false, problem: { code: read.error.code, message: read.error.message } };
  const turn = value.turn === 'black' ? 'black' : 'white';
  const d = value.dice;
  const dice = Array.isArray(d) && d.length === 2 && isDie(d[0]) && isDie(d[1]) ? ([d[0], d[1]] as Dice) : null;
  const c = value.cube;
  const cube =
    isRecord(c) && typeof c.value === 'number' && [1, 2, 4, 8, 16, 32, 64].includes(c.value)
      ? { value: c.value, owner: c.owner === 'white' || c.owner === 'black' ? (c.owner as Color) : null }
      : null;
  const f = value.firstTurn;
  const firstTurn = isRecord(f) ? { white: f.white === true, black: f.black === true } : { white: false, black: false };
  return {
    ok: true,
    value: editorFromSides(
      variant,
      { white: value.white as Side, black: value.black as Side },
      { turn, dice, cube, firstTurn },
    ),
  };
}

/** The editor's address: `#/editor?` with the Position ID (short family) or the setup JSON, turn and dice. */
export function shareHash(v: EditorPosition): string {
  const params = new URLSearchParams();
  params.set('variant', v.variant);
  const id = positionIdOf(v);
  if (id) {
    params.set('id', id);
    params.set('turn', v.turn);
    if (v.dice) params.set('dice', `${v.dice[0]}${v.dice[1]}`);
    if (v.cube) params.set('cube', `${v.cube.value}${v.cube.owner ? `-${v.cube.owner}` : ''}`);
  } else {
    params.set('setup', JSON.stringify(setupJsonOf(v)));
  }
  return `#/editor?${params.toString()}`;
}

/** Reads an editor address (`#/editor?…`); null when it names no position; a problem when it is wrong. */
export function editorFromHash(
  hash: string,
): { ok: true; value: EditorPosition } | { ok: false; problem: SetupProblem } | null {
  const q = hash.indexOf('?');
  if (!hash.startsWith('#/editor') || q < 0) return null;
  const params = new URLSearchParams(hash.slice(q + 1));
  const setup = params.get('setup');
  if (setup !== null) return editorFromSetupJson(setup);
  const id = params.get('id');
  if (id === null) return null;
  const variant = params.get('variant') ?? 'short';
  if (!isVariant(variant)) return { ok: false, problem: { code: 'ERR_SETUP_SHAPE', message: 'unknown variant' } };
  const turn = params.get('turn') === 'black' ? 'black' : 'white';
  const read = editorFromPositionId(id, variant, turn);
  if (!read.ok) return read;
  const d = params.get('dice') ?? '';
  const dice = /^[1-6]{2}$/.test(d) ? ([Number(d[0]), Number(d[1])] as Dice) : null;
  const cm = /^(1|2|4|8|16|32|64)(?:-(white|black))?$/.exec(params.get('cube') ?? '');
  const cube = cm ? { value: Number(cm[1]), owner: (cm[2] as Color | undefined) ?? null } : null;
  return { ok: true, value: { ...read.value, dice, cube } };
}
