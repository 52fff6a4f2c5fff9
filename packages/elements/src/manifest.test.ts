import { describe, expect, test } from 'vitest';
import manifest from '../custom-elements.json';
import './live.ts';

type Decl = {
  tagName: string;
  name: string;
  members: { name: string; attribute?: string }[];
  attributes: { name: string }[];
  events: { name: string }[];
};
const declarations = manifest.modules.flatMap((m) => m.declarations as Decl[]);

/** The committed manifest matches the live elements (the build regenerates it from the source). */
describe('custom-elements.json', () => {
  test('every element, public property and observed attribute is described', () => {
    expect(declarations.map((d) => d.tagName).sort()).toEqual([
      'nardy-board',
      'nardy-cube',
      'nardy-dice',
      'nardy-editor',
      'nardy-table',
      'nardy-tournament',
    ]);
    for (const d of declarations) {
      const ctor = customElements.get(d.tagName) as unknown as {
        name: string;
        elementProperties: Map<string, { state?: boolean; attribute?: string | boolean }>;
        observedAttributes: string[];
      };
      expect(ctor.name).toBe(d.name);
      const publicProps = [...ctor.elementProperties].filter(([, o]) => !o.state).map(([k]) => k);
      expect(d.members.map((m) => m.name).sort()).toEqual(publicProps.sort());
      expect(d.attributes.map((a) => a.name).sort()).toEqual([...ctor.observedAttributes].sort());
    }
  });

  test('the board documents every intent event it can emit', () => {
    const board = declarations.find((d) => d.tagName === 'nardy-board')!;
    for (const e of [
      'nardy-step',
      'nardy-undo',
      'nardy-confirm',
      'nardy-roll',
      'nardy-double',
      'nardy-take',
      'nardy-drop',
      'nardy-resign',
      'nardy-play',
    ]) {
      expect(board.events.map((x) => x.name)).toContain(e);
    }
  });
});
