/**
 * The game's sounds, made with the Web Audio API (no files to load): dice, a checker put down, the
 * end of a game. Off until the player turns them on (a toggle in the menu, saved with the other
 * preferences); the audio context is created on first use, after that click. With
 * `prefers-reduced-motion: reduce` each sound is one short cue: the dice one knock instead of a rattle,
 * the end one note instead of a rising run (the motion they go with is off too).
 */
export type SoundKind = 'dice' | 'move' | 'end';

/** Knocks of the dice sound: seconds after the start, volume and pitch (pure, tested without audio). */
export function diceKnocks(reduced: boolean): readonly (readonly [number, number, number])[] {
  const all = [0, 0.07, 0.13, 0.22].map((dt, i) => [dt, 0.35 - i * 0.06, 900 + i * 250] as const);
  return reduced ? all.slice(0, 1) : all;
}

/** Notes of the end of a game (Hz), rising; one with reduced motion. */
export function endNotes(reduced: boolean): readonly number[] {
  return reduced ? [659.25] : [523.25, 659.25, 783.99];
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export class Sounds {
  enabled = false;
  #context: AudioContext | null = null;

  play(kind: SoundKind): void {
    if (!this.enabled) return;
    const Ctx = globalThis.AudioContext;
    if (typeof Ctx !== 'function') return;
    try {
      this.#context ??= new Ctx();
      const ctx = this.#context;
      if (ctx.state === 'suspended') void ctx.resume();
      if (kind === 'dice') this.#dice(ctx);
      else if (kind === 'move') this.#click(ctx, ctx.currentTime, 0.5);
      else this.#chime(ctx);
    } catch {
      // No audio on this device: the game goes on silently.
    }
  }

  /** A few short knocks of noise, like two dice rolling on wood. */
  #dice(ctx: AudioContext): void {
    const t = ctx.currentTime;
    for (const [dt, volume, frequency] of diceKnocks(reducedMotion())) this.#click(ctx, t + dt, volume, frequency);
  }

  /** One short knock: a checker put down. */
  #click(ctx: AudioContext, at: number, volume: number, frequency = 650): void {
    const length = 0.05;
    const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * length), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 3;
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    const filter = ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = frequency;
    const gain = ctx.createGain();
    gain.gain.value = volume;
    source.connect(filter).connect(gain).connect(ctx.destination);
    source.start(at);
  }

  /** Three rising notes (one with reduced motion): the game is over. */
  #chime(ctx: AudioContext): void {
    const t = ctx.currentTime;
    endNotes(reducedMotion()).forEach((f, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'triangle';
      osc.frequency.value = f;
      gain.gain.setValueAtTime(0, t + i * 0.12);
      gain.gain.linearRampToValueAtTime(0.18, t + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, t + i * 0.12 + 0.5);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t + i * 0.12);
      osc.stop(t + i * 0.12 + 0.55);
    });
  }
}

/** What a change of the table should sound like (pure, so the choice is tested without audio). */
export function soundFor(
  prev: {
    readonly dice: readonly number[] | null;
    readonly turn: string | null;
    readonly phase: string;
    readonly moves: number;
  } | null,
  next: {
    readonly dice: readonly number[] | null;
    readonly turn: string | null;
    readonly phase: string;
    readonly moves: number;
  },
): SoundKind | null {
  if (prev === null) return null;
  const over = (p: string) => p === 'gameOver' || p === 'matchOver';
  if (over(next.phase) && !over(prev.phase)) return 'end';
  if (next.dice && (prev.dice?.join() !== next.dice.join() || prev.turn !== next.turn)) return 'dice';
  if (next.moves !== prev.moves) return 'move';
  return null;
}
