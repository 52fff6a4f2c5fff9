import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { batchWritesPerTick } from './batchedWrites.ts';

/** A stream that records each write it is handed: one array of chunks per system call it would make. */
function recorder() {
  const calls: string[][] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      calls.push([String(chunk)]);
      done();
    },
    writev(chunks, done) {
      calls.push(chunks.map((c) => String(c.chunk)));
      done();
    },
  });
  return { stream, calls };
}

const nextTurn = () => new Promise((r) => setImmediate(r));

describe('batchWritesPerTick', () => {
  it('hands the writes of one turn over together, in order, and those of the next turn separately', async () => {
    const { stream, calls } = recorder();
    batchWritesPerTick(stream);
    stream.write('a');
    stream.write('b');
    stream.cork(); // a writer's own cork inside the turn (the WebSocket library corks a frame's two parts)
    stream.write('c');
    stream.uncork();
    expect(calls).toEqual([]);
    await nextTurn();
    expect(calls).toEqual([['a', 'b', 'c']]);
    stream.write('d', () => calls.push(['written']));
    await nextTurn();
    expect(calls).toEqual([['a', 'b', 'c'], ['d'], ['written']]);
  });

  it('writes to a destroyed stream fail as before, without corking it', async () => {
    const { stream, calls } = recorder();
    batchWritesPerTick(stream);
    stream.on('error', () => {});
    stream.destroy();
    stream.write('x');
    await nextTurn();
    expect(calls).toEqual([]);
    expect(stream.writableCorked).toBe(0);
  });
});
