/**
 * What the tests of several packages share (the `./testing` entry; never published): the table
 * machine's test model and a deterministic play-out of whole tables.
 */
export * from './playScripted.ts';
export * from './tableModel.ts';
