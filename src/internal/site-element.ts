import {LitElement, type CSSResultGroup} from 'lit';
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
 * every build: the package's and both script-tag builds.
 */
SiteElement.addInitializer((el) => {
  for (const [name, options] of (el.constructor as typeof SiteElement).elementProperties) if (options.type == Boolean) (el as unknown as Record<PropertyKey, unknown>)[name] ??= false;
});
