import type { TableView } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { NardyErrorDetail, NardyGameOverDetail, NardyMoveDetail } from '../events.ts';
import type { ForcedChoice } from './statusLine.ts';
import type { ActorLike } from './tableController.ts';

/** What `<nardy-table boards=…>` reads to play a table of its own (see play/tableAttributes.ts). */
export interface LocalTableRequest {
  readonly boards: string | null;
  readonly opponent: string | null;
  readonly level: string | null;
  readonly player: string | null;
  readonly cube: string | null;
  readonly ending: string | null;
  readonly match: string | null;
  /** `on` (default) or `off`: the person's choices that are no choice played for him. */
  readonly autoPlay: string | null;
  /** Where the computer's worker script is (default: next to the table bundle). */
  readonly computerSrc: string | null;
}

/** A table of its own, as the element drives it (play/localTable.ts's LocalTable). */
export interface LocalTableHandle {
  /** The actor the element drives (the person's seat), and its snapshots' view. */
  readonly seat: ActorLike<unknown>;
  select(snapshot: unknown): TableView;
  /** The colour the person plays against the computer (null: two people share the screen). */
  readonly person: Color | null;
  /** Whether the computer is to act (the person's boards take no input meanwhile). */
  readonly computerToAct: boolean;
  /** What auto-play did in the latest change (the status line says so), or null. */
  readonly forced: ForcedChoice | null;
  stop(): void;
  /** The element left the page: let the computer's worker go. */
  sleep(): void;
}

/** What a table of its own tells the element (events for the page, redraws). */
export interface LocalTableEvents {
  move(detail: NardyMoveDetail): void;
  gameOver(detail: NardyGameOverDetail): void;
  error(detail: NardyErrorDetail): void;
  changed(): void;
}

/** Makes a table of its own from the attributes, or says why the attributes describe none. */
export type LocalTableMaker = (
  request: LocalTableRequest,
  events: LocalTableEvents,
) => { ok: true; value: LocalTableHandle } | { ok: false; error: NardyErrorDetail };
