import type { Color } from '@nardy/rules';

/** How a board finished, as the table reports it. */
export type EndingName = 'oin' | 'mars' | 'homeMars' | 'koks' | 'drop' | 'resign';

/**
 * The texts of a board, the dice and the cube, per language: what a lone board shows and says. Functions
 * take the numbers and colours so that each language can inflect them (Russian and Ukrainian plurals
 * and adjective agreement).
 */
export interface BoardStrings {
  readonly lang: string;
  readonly board: string;
  readonly point: (n: number, count: number, color: Color | null) => string;
  readonly bar: (color: Color, count: number) => string;
  readonly tray: (color: Color, count: number) => string;
  readonly selected: string;
  readonly legalDestination: string;
  readonly movable: string;
  readonly color: (color: Color) => string;
  /** A player's colour as a name that starts a sentence or fills a table cell: "White". */
  readonly player: (color: Color) => string;
  readonly turn: (color: Color) => string;
  readonly pips: (color: Color, pips: number) => string;
  readonly dice: (values: readonly number[]) => string;
  readonly diceLeft: (values: readonly number[]) => string;
  readonly cube: (value: number, owner: Color | null) => string;
  readonly roll: string;
  readonly double: string;
  readonly take: string;
  readonly drop: string;
  readonly resign: string;
  readonly undo: string;
  readonly confirm: string;
  readonly moveInput: string;
  readonly moveInputHint: string;
  readonly play: string;
  readonly rolled: (color: Color, values: readonly number[]) => string;
  readonly moved: (color: Color, text: string) => string;
  /** A pass: the roll had no legal play. */
  readonly passed: (color: Color) => string;
  readonly hit: (color: Color) => string;
  readonly undone: string;
  readonly won: (color: Color, ending: string, points: number) => string;
  readonly ending: (ending: EndingName) => string;
  readonly badMoveText: string;
}

/** The texts only the table shows and says (its players, status line, action bar and score). */
export interface TableStrings {
  readonly boardN: (n: number) => string;
  /** A board's result with the winner's name (any name: the sentence has no verb to agree). */
  readonly wonBy: (who: string, ending: string, points: number) => string;
  /** A board won because the other player lost on time or left (a forfeit), where "resignation" would mislead. */
  readonly forfeitEnding: (reason: 'timeout' | 'abandoned') => string;
  readonly offer: (color: Color, value: number) => string;
  readonly illegalMove: (text: string) => string;
  readonly boards: string;
  readonly chooseBoard: string;
  readonly playHere: string;
  readonly passHere: string;
  readonly chosen: string;
  readonly canPlay: string;
  readonly blocked: string;
  readonly finished: string;
  readonly waiting: string;
  /** The computer opponent is working out its move. */
  readonly thinking: string;
  readonly nextGame: string;
  readonly scoreboard: string;
  readonly result: string;
  readonly winner: string;
  readonly points: string;
  readonly order: string;
  readonly total: string;
  readonly net: (net: number) => string;
  readonly match: (white: number, black: number, length: number) => string;
  readonly chose: (color: Color, board: number, pass: boolean) => string;
  readonly phase: (phase: string) => string;
  readonly halfPoint: string;
  /** A variant's name as a board's heading shows it: "Long nardy". */
  readonly variant: (variant: string) => string;
  /** A board's heading: "Board 2 · Long nardy" (the variant alone on a table of one board). */
  readonly boardLabel: (n: number, variant: string, boards: number) => string;
  /** Marks the player at this screen: "you". */
  readonly you: string;
  /** The same, with the colour, beside a name that is not the colour's: "you play White". */
  readonly youPlay: (color: Color) => string;
  /** The status line of the table (whose turn, what to do); `who` is a player's name. */
  readonly openingPrompt: string;
  readonly openingResult: (white: string, whiteDie: number, black: string, blackDie: number, starter: string) => string;
  readonly yourRoll: (canDouble: boolean) => string;
  readonly toRoll: (who: string) => string;
  readonly yourChoice: (dice: readonly number[], blocked: boolean) => string;
  /** What is left to play; `stuck`: the dice left cannot be played (Confirm is lit). */
  readonly yourMove: (left: readonly number[], stuck: boolean) => string;
  readonly toPlay: (who: string, dice: readonly number[]) => string;
  readonly offerToYou: (by: string, value: number, board: number | null) => string;
  readonly offerWaiting: (to: string, value: number, board: number | null) => string;
  readonly gameWon: (who: string, points: number) => string;
  readonly matchWon: (who: string, winner: number, loser: number) => string;
  readonly gameDrawn: string;
  /** A double announced with its board: "White doubles to 2 on board 1". */
  readonly offerOn: (color: Color, value: number, board: number | null) => string;
  readonly inPlay: string;
  /** Short texts of a board's chip (the long ones are its title and its thumbnail's name). */
  readonly chipPlayable: string;
  readonly chipBlocked: string;
  /** Why a board cannot take the roll (said on that board while the board is chosen). */
  readonly rollBlockedHere: (dice: readonly number[]) => string;
  /** After the opening roll's dice: "White starts". */
  readonly starts: (who: string) => string;
  readonly resignMenu: string;
  readonly typeMove: string;
  readonly close: string;
  /** Name of a thumbnail's button that brings its board forward. */
  readonly showBoard: (label: string, status: string) => string;
  readonly matchTo: (length: number) => string;
  readonly sharedCube: string;
}

/** Every text the elements show or announce, per language: the board's and the table's. */
export interface Strings extends BoardStrings, TableStrings {}

/** Formats points with the half point as ½ (1.5 → "1½"). */
export function formatPoints(points: number): string {
  const sign = points < 0 ? '−' : '';
  const abs = Math.abs(points);
  const whole = Math.floor(abs);
  const half = abs - whole >= 0.5 ? '½' : '';
  return `${sign}${whole === 0 && half ? '' : whole}${half}`;
}
