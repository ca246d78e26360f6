import {LitElement, type CSSResultGroup, type PropertyDeclaration} from 'lit';

/** True in the per-element script-tag build's core (scripts/build-bundle.js): see below. */
declare const SITE_WIDGETS_SPLIT: boolean | undefined;
import {hostStyles} from '../styles/host.js';
import {convertingAttribute} from './attributes.js';

/**
 * Base of every element in the kit: shared host styles, typed events, and
 * attribute converters that can name the element in their warnings.
 */
export class SiteElement extends LitElement {
  static override styles: CSSResultGroup = [hostStyles];

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    convertingAttribute(this, name);
    super.attributeChangedCallback(name, old, value);
  }
}

/**
 * A boolean property is false until set (not undefined): Vue sets a bare
 * attribute (`<site-events upcoming>`) as the property, and as `true` only
 * where the property is a boolean already (else `""`, which is false). In
 * the package (npm) and the one-file build; the per-element script-tag
 * build's core leaves it out for its 15 KB page budget (27 B), and the
 * README tells Vue users of that build to write `:upcoming="true"`.
 */
if (typeof SITE_WIDGETS_SPLIT == 'undefined') {
  type Accessors = {getPropertyDescriptor(this: typeof SiteElement, name: PropertyKey, key: string | symbol, options: PropertyDeclaration): PropertyDescriptor | undefined};
  const lit = LitElement as unknown as Accessors;
  (SiteElement as unknown as Accessors).getPropertyDescriptor = function (name, key, options) {
    if (options.type == Boolean) (this.prototype as unknown as Record<PropertyKey, boolean>)[key] = false;
    return lit.getPropertyDescriptor.call(this, name, key, options);
  };
}
