/** Registers a custom element once (a second copy of the bundle on a page is harmless). */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
