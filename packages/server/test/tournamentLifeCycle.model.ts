import { assign, setup } from 'xstate';

/** Most entrants of the model's tournament: the third entrant fills it, and a full tournament starts itself. */
export const MODEL_CAPACITY = 3;

export interface LifeCycleContext {
  /** Computer entrants the organiser added. */
  readonly computers: number;
  /** The player (not the organiser) is an entrant. */
  readonly joined: boolean;
  /** The player left after the start. */
  readonly left: boolean;
}

const total = (c: LifeCycleContext) => c.computers + (c.joined ? 1 : 0);

/**
 * The life cycle of a tournament as its HTTP clients see it (docs/club.md "Tournaments"): registration
 * open (a player joins and leaves, the organiser adds computers, a full tournament starts by itself, the
 * organiser starts it with 2 or more), running (a late join is refused, an entrant who leaves forfeits
 * the rest), finished. Walked by createTestModel against the real server.
 */
export const lifeCycleMachine = setup({
  types: {} as {
    context: LifeCycleContext;
    events: { type: 'JOIN' } | { type: 'LEAVE' } | { type: 'ADD_COMPUTER' } | { type: 'START' } | { type: 'WAIT_END' };
  },
  guards: {
    canJoin: ({ context }) => !context.joined && total(context) < MODEL_CAPACITY,
    fillsWhenJoining: ({ context }) => !context.joined && total(context) === MODEL_CAPACITY - 1,
    fillsWhenAdding: ({ context }) => total(context) === MODEL_CAPACITY - 1,
    canAdd: ({ context }) => total(context) < MODEL_CAPACITY,
    joined: ({ context }) => context.joined && !context.left,
    enough: ({ context }) => total(context) >= 2,
    joinedOfTwo: ({ context }) => context.joined && !context.left && total(context) === 2,
    playerOut: ({ context }) => !context.joined || context.left,
  },
}).createMachine({
  id: 'tournament',
  context: { computers: 0, joined: false, left: false },
  initial: 'open',
  states: {
    open: {
      on: {
        JOIN: [
          { guard: 'fillsWhenJoining', target: 'running', actions: assign({ joined: true }) },
          { guard: 'canJoin', actions: assign({ joined: true }) },
        ],
        LEAVE: { guard: 'joined', actions: assign({ joined: false }) },
        ADD_COMPUTER: [
          {
            guard: 'fillsWhenAdding',
            target: 'running',
            actions: assign({ computers: ({ context }) => context.computers + 1 }),
          },
          { guard: 'canAdd', actions: assign({ computers: ({ context }) => context.computers + 1 }) },
        ],
        START: { guard: 'enough', target: 'running' },
      },
    },
    running: {
      on: {
        // With two entrants the leaver's opponent wins the only pairing by walkover: it is over at once.
        LEAVE: [
          { guard: 'joinedOfTwo', target: 'finished', actions: assign({ left: true }) },
          { guard: 'joined', actions: assign({ left: true }) },
        ],
        WAIT_END: { guard: 'playerOut', target: 'finished' },
      },
    },
    finished: { type: 'final' },
  },
});
