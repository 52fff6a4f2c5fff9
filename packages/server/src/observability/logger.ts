import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import pretty from 'pino-pretty';

/**
 * The server's structured log: one JSON object a line (pino), with a level, the time, the process id
 * and, on every line about a table or a request, its `tableId` or `reqId` (child loggers). An operator's
 * log collector (journald, Loki, …) reads the lines as they are; a person at a terminal gets them
 * pretty-printed. Never a player's token or password: the room and the routes log ids and codes only.
 */
export type { Logger } from 'pino';

/** The levels an operator may choose (`--log-level`), most verbose first. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerSettings {
  /** Default `info`. */
  readonly level?: LogLevel;
  /**
   * Where the lines go: a file descriptor (default 2, stderr — `nardy serve` keeps stdout for its one
   * JSON line saying where it listens) or a stream (tests collect the lines).
   */
  readonly destination?: number | DestinationStream;
  /** Human-readable lines instead of JSON (default: when the destination is a terminal). */
  readonly pretty?: boolean;
  /** Fields on every line (e.g. `{processId}`). */
  readonly base?: Record<string, unknown>;
}

/** A logger for the server (see `LoggerSettings`). */
export function createLogger(settings: LoggerSettings = {}): Logger {
  const destination = settings.destination ?? 2;
  const options: LoggerOptions = {
    level: settings.level ?? 'info',
    base: { pid: process.pid, ...settings.base },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  const tty = typeof destination === 'number' && process.stderr.isTTY && destination === 2;
  if (settings.pretty ?? tty) {
    return pino(
      options,
      pretty({ destination: typeof destination === 'number' ? destination : undefined, sync: true, colorize: tty }),
    );
  }
  return pino(
    options,
    typeof destination === 'number' ? pino.destination({ dest: destination, sync: true }) : destination,
  );
}

/** A logger that writes nothing (a server embedded in a program that logs by itself). */
export const silentLogger = (): Logger => pino({ level: 'silent' });

/** A logger that keeps its JSON lines in an array (tests read what was logged). */
export function memoryLogger(level: LogLevel = 'info'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = pino(
    { level, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    {
      write(line: string) {
        lines.push(line.trimEnd());
      },
    },
  );
  return { logger, lines };
}
