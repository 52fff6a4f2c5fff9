import type { TableCommand, TableView } from '@nardy/parallel';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * The least an actor must offer to drive a table: an XState v5 actor fits, and so does a tiny fake
 * in tests. `subscribe` receives a function called with each new snapshot.
 */
export interface ActorLike<S, E = TableCommand> {
  getSnapshot(): S;
  subscribe(observer: (snapshot: S) => void): { unsubscribe(): void };
  send(event: E): void;
}

/**
 * Binds a Lit host to an actor (STYLE.md practice 13): subscribes on connect, unsubscribes on
 * disconnect, re-renders the host when the selected TableView changes, and forwards the table's
 * commands with `send`. The host reads `view`.
 */
export class TableController<S> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #actor: ActorLike<S>;
  readonly #select: (snapshot: S) => TableView;
  readonly #equal: (a: TableView, b: TableView) => boolean;
  #subscription: { unsubscribe(): void } | null = null;
  #view: TableView;

  constructor(
    host: ReactiveControllerHost,
    actor: ActorLike<S>,
    select: (snapshot: S) => TableView,
    equal: (a: TableView, b: TableView) => boolean = Object.is,
  ) {
    this.#host = host;
    this.#actor = actor;
    this.#select = select;
    this.#equal = equal;
    this.#view = select(actor.getSnapshot());
    host.addController(this);
  }

  /** The selected view of the latest snapshot. */
  get view(): TableView {
    return this.#view;
  }

  /** Whether the controller is subscribed (between hostConnected and hostDisconnected). */
  get connected(): boolean {
    return this.#subscription !== null;
  }

  hostConnected(): void {
    this.#subscription?.unsubscribe();
    this.#take(this.#actor.getSnapshot());
    this.#subscription = this.#actor.subscribe((snapshot) => this.#take(snapshot));
  }

  hostDisconnected(): void {
    this.#subscription?.unsubscribe();
    this.#subscription = null;
  }

  /** Forwards a command to the actor (the machine refuses what is not allowed now). */
  send(command: TableCommand): void {
    this.#actor.send(command);
  }

  #take(snapshot: S): void {
    const view = this.#select(snapshot);
    if (this.#equal(view, this.#view)) return;
    this.#view = view;
    this.#host.requestUpdate();
  }
}
