import {explain} from './log.js';

/**
 * Registers a tag unless it is already registered. A page that loads the kit
 * twice, or two versions of it, keeps the first definition and gets one
 * warning instead of a `customElements.define` exception.
 */
export function define(tag: string, ctor: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (!existing) {
    customElements.define(tag, ctor);
  } else if (existing !== ctor) {
    explain('twice');
  }
}
