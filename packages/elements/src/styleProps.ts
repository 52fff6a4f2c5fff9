import { type ElementPart, noChange } from 'lit';
import { Directive, directive, type PartInfo, PartType } from 'lit/directive.js';

/** Inline style properties by their CSS names (`transform`, `left`, `--my-var`). */
export type StyleProps = Readonly<Record<string, string>>;

/**
 * Sets an element's inline style properties through the CSSOM (`style.setProperty`), on every render
 * the first one included: `<g ${styleProps({transform: 'translate(3px, 4px)'})}>`. A page whose
 * Content-Security-Policy has no `'unsafe-inline'` in `style-src` refuses every `style="…"` string —
 * a template's own, and the first render of Lit's `styleMap`, which writes the attribute — but not
 * the CSSOM, so the elements position everything with this directive and nothing else. A property
 * left out on a later render is removed.
 */
class StylePropsDirective extends Directive {
  #names = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('styleProps is an element expression (not an attribute value)');
  }

  render(_props: StyleProps): unknown {
    return noChange;
  }

  override update(part: ElementPart, [props]: [StyleProps]): unknown {
    const { style } = part.element as HTMLElement;
    for (const name of this.#names) if (!(name in props)) style.removeProperty(name);
    for (const [name, value] of Object.entries(props)) style.setProperty(name, value);
    this.#names = new Set(Object.keys(props));
    return noChange;
  }
}

export const styleProps = directive(StylePropsDirective);
