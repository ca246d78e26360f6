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
