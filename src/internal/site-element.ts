import {LitElement, type CSSResultGroup} from 'lit';
import {hostStyles} from '../styles/host.js';
import {convertingAttribute} from './attributes.js';

/** True in the per-element script-tag build's core (scripts/build-bundle.js): see below. */
declare const SITE_WIDGETS_SPLIT: boolean | undefined;

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
 * build's core leaves it out for its 15 KB page budget, and the README tells
 * Vue users of that build to bind booleans (`:upcoming="true"`).
 */
if (typeof SITE_WIDGETS_SPLIT == 'undefined')
  SiteElement.addInitializer((el) => {
    for (const [name, options] of (el.constructor as typeof SiteElement).elementProperties) if (options.type == Boolean) (el as unknown as Record<PropertyKey, unknown>)[name] ??= false;
  });
