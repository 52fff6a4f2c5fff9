import type { TableCommand, TableView } from '@nardy/parallel';
import { LitElement } from 'lit';
import { afterEach, describe, expect, test } from 'vitest';
import { twoBoardTable } from '../testing/fixtures.ts';
import { type ActorLike, TableController } from './tableController.ts';

/** A tiny actor: a snapshot, observers, and a log of what was sent. */
class FakeActor implements ActorLike<{ view: TableView }> {
  snapshot: { view: TableView };
  observers = new Set<(s: { view: TableView }) => void>();
  sent: TableCommand[] = [];
  constructor(view: TableView) {
    this.snapshot = { view };
  }
  getSnapshot() {
    return this.snapshot;
  }
  subscribe(observer: (s: { view: TableView }) => void) {
    this.observers.add(observer);
    return { unsubscribe: () => this.observers.delete(observer) };
  }
  send(event: TableCommand) {
    this.sent.push(event);
  }
  next(view: TableView) {
    this.snapshot = { view };
    for (const o of this.observers) o(this.snapshot);
  }
}

class Host extends LitElement {
  renders = 0;
  controller!: TableController<{ view: TableView }>;
  override render() {
    this.renders++;
    return this.controller?.view.phase ?? '';
  }
}
customElements.define('test-table-host', Host);

afterEach(() => document.body.replaceChildren());

describe('TableController', () => {
  test('subscribes on connect, re-renders on a new view, forwards commands, unsubscribes on disconnect', async () => {
    const actor = new FakeActor(twoBoardTable());
    const host = document.createElement('test-table-host') as Host;
    host.controller = new TableController(host, actor, (s) => s.view);
    expect(actor.observers.size).toBe(0);
    document.body.append(host);
    await host.updateComplete;
    expect(actor.observers.size).toBe(1);
    expect(host.shadowRoot!.textContent).toBe('chooseBoard');
    const renders = host.renders;
    actor.next(twoBoardTable({ phase: 'moving', chosenBoard: 0 }));
    await host.updateComplete;
    expect(host.renders).toBe(renders + 1);
    expect(host.shadowRoot!.textContent).toBe('moving');
    // The same selected view (Object.is) does not re-render.
    actor.next(actor.snapshot.view);
    await host.updateComplete;
    expect(host.renders).toBe(renders + 1);
    host.controller.send({ type: 'CHOOSE_BOARD', board: 1 });
    expect(actor.sent).toEqual([{ type: 'CHOOSE_BOARD', board: 1 }]);
    host.remove();
    expect(actor.observers.size).toBe(0);
    expect(host.controller.connected).toBe(false);
    // A snapshot while disconnected is picked up on reconnect.
    actor.snapshot = { view: twoBoardTable({ phase: 'gameOver' }) };
    document.body.append(host);
    await host.updateComplete;
    expect(host.shadowRoot!.textContent).toBe('gameOver');
  });
});
