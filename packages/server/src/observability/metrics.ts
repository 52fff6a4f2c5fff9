import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What the server shows its operator, in the Prometheus text format (`GET /metrics`, docs/deploy.md):
 * tables in play here, connections, commands by result and their time to the acknowledgement, the time
 * of the database writes, games finished, the event loop's lag, and Node's process metrics. The table
 * room calls the small `RoomMetrics` interface; everything else is read when the page is scraped.
 */

/** How a command ended: stored and acknowledged; refused by the rules or the seat; lost a race with another process; not stored. */
export const COMMAND_RESULTS = ['accepted', 'refused', 'conflict', 'failed'] as const;
export type CommandResult = (typeof COMMAND_RESULTS)[number];

/** What a table room reports (cheap calls: a counter or a histogram bucket each). */
export interface RoomMetrics {
  /** A command from a seat ended; `seconds` from its start to the acknowledgement (or the refusal). */
  command(result: CommandResult, seconds: number): void;
  /** One write of the event log (the entry, and with the last of a game its record and ratings). */
  storage(seconds: number): void;
  /** A game ended (each game of a match counts). */
  gameFinished(): void;
}

/** Metrics that count nothing (a room without an operator, e.g. in a unit test). */
export const NO_METRICS: RoomMetrics = { command() {}, storage() {}, gameFinished() {} };

/** What the metrics read from the server when scraped. */
export interface MetricsSources {
  /** Table rooms open in this process. */
  readonly tablesActive: () => number;
  /** WebSocket connections open to this process. */
  readonly connections: () => number;
}

/** Buckets of the command acknowledgement: the goal is p95 under 50 ms at 1,000 tables (docs/benchmarks.md). */
const ACK_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const STORAGE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
/** The event loop's lag is the longest delay within windows of this length. */
const LAG_WINDOW_MS = 10_000;

/** One server process's metrics in a registry of its own (several servers in one test process do not mix). */
export class ServerMetrics implements RoomMetrics {
  readonly registry = new Registry();
  readonly #commands: Counter<'result'>;
  readonly #ack: Histogram;
  readonly #storage: Histogram;
  readonly #games: Counter;
  readonly #lag = monitorEventLoopDelay({ resolution: 10 });
  #lastWindowMaxNs = 0;
  readonly #window: NodeJS.Timeout;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'nardy_tables_active',
      help: 'Table rooms open in this process (a table with a connected client).',
      registers,
      collect() {
        this.set(sources.tablesActive());
      },
    });
    new Gauge({
      name: 'nardy_connections',
      help: 'WebSocket connections open to this process (seats, spectators, the lobby).',
      registers,
      collect() {
        this.set(sources.connections());
      },
    });
    this.#commands = new Counter({
      name: 'nardy_commands_total',
      help: 'Commands of seats by result: accepted (stored, acknowledged), refused, conflict (another process stored first), failed (not stored).',
      labelNames: ['result'],
      registers,
    });
    for (const result of COMMAND_RESULTS) this.#commands.inc({ result }, 0);
    this.#ack = new Histogram({
      name: 'nardy_command_ack_seconds',
      help: "Time from a command's turn in its table's queue to its acknowledgement (applied, stored, sent to every client).",
      buckets: ACK_BUCKETS,
      registers,
    });
    this.#storage = new Histogram({
      name: 'nardy_storage_seconds',
      help: 'Time of one write of the event log (PostgreSQL or PGlite).',
      buckets: STORAGE_BUCKETS,
      registers,
    });
    this.#games = new Counter({ name: 'nardy_games_finished_total', help: 'Games that ended here.', registers });
    const lag = this.#lag;
    lag.enable();
    this.#window = setInterval(() => {
      this.#lastWindowMaxNs = lag.max;
      lag.reset();
    }, LAG_WINDOW_MS);
    this.#window.unref();
    const self = this;
    new Gauge({
      name: 'nardy_event_loop_lag_seconds',
      help: 'The longest the event loop was late (blocked) within the last 10 to 20 seconds.',
      registers,
      collect() {
        this.set(Math.max(self.#lastWindowMaxNs, lag.max) / 1e9);
      },
    });
  }

  command(result: CommandResult, seconds: number): void {
    this.#commands.inc({ result });
    if (result === 'accepted') this.#ack.observe(seconds);
  }

  storage(seconds: number): void {
    this.#storage.observe(seconds);
  }

  gameFinished(): void {
    this.#games.inc();
  }

  /** The page a Prometheus scrape reads. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Stops the event-loop monitor. */
  close(): void {
    clearInterval(this.#window);
    this.#lag.disable();
  }
}
