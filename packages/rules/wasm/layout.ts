// AssemblyScript: the memory layout the two kernels (shortPlays.ts, longPlays.ts) share with the
// JavaScript glue (src/generator/kernel.ts), and the board's cells. Three 64 KiB pages:
//
//   0        the board to search (28 signed bytes, the engine's cells; scratch during a search)
//   28       the number of dice the outcomes use (RULES.md §2.3's M)
//   OUT      CAPACITY outcome boards, 28 bytes each
//   STEPS    CAPACITY step lists, 12 bytes each: up to four (from, to, die) triples
//   HITS     CAPACITY hit counts, 1 byte each
//   SCRATCH  each kernel's own working areas (its path, trial boards, hash table)
//
// A kernel returns the number of outcomes it wrote from index 0, or −1 when the JavaScript engine must
// decide (they would not fit, or the position is one the kernel leaves to the general search), or
// BAD_BOARD when the board is none (`boardFits`): the JavaScript glue then refuses the request.

export const OPP_BAR = 0;
export const BAR_CELL = 25;
export const OFF_CELL = 26;
export const OPP_OFF_CELL = 27;

export const CAPACITY = 3000;
export const USED: usize = 28;
export const OUT: usize = 32;
export const STEPS: usize = OUT + CAPACITY * 28;
export const HITS: usize = STEPS + CAPACITY * 12;
export const SCRATCH: usize = (HITS + CAPACITY + 7) & ~7;

/** What a kernel returns for a board that `boardFits` refuses. */
export const BAD_BOARD: i32 = -2;

/**
 * The board part of src/inputCheck.ts's check, done in the pass over the 24 points every kernel makes
 * anyway (`mine` / `theirs`: each side's checkers on them): at most 15 checkers a side, which bounds
 * every cell too, the bars and trays of their signs, and with `noBar` (the long family) nobody on the
 * bar. A test holds it to the JavaScript check on any 28 numbers.
 */
@inline
export function boardFits(mine: i32, theirs: i32, noBar: bool): bool {
  const bar = cell(BAR_CELL);
  const oppBar = cell(OPP_BAR);
  const off = cell(OFF_CELL);
  const oppOff = cell(OPP_OFF_CELL);
  return (
    (bar | off | oppOff | -oppBar) >= 0 &&
    mine + bar + off <= 15 &&
    theirs + oppOff - oppBar <= 15 &&
    (!noBar || (bar | oppBar) == 0)
  );
}

/** The mover's checkers on a cell of the board at 0. */
@inline
export function cell(p: i32): i32 {
  return <i32>load<i8>(<usize>p);
}

@inline
export function setCell(p: i32, v: i32): void {
  store<i8>(<usize>p, <i8>v);
}
