import {LitElement, type CSSResultGroup} from 'lit';
import {hostStyles} from '../styles/host.js';
import {warnOnce} from './log.js';

/**
 * Base of every element in the kit: shared host styles, typed events, and
 * one warning per bad attribute value.
 */
export class SiteElement extends LitElement {
  static override styles: CSSResultGroup = [hostStyles];

  /** Dispatches an event and returns whether it was not cancelled. */
  protected emit(event: Event): boolean {
    return this.dispatchEvent(event);
  }

  /**
   * Reads an enumerated attribute: the value when it is one of `allowed`,
   * else the default with one console warning naming the attribute.
   */
  protected oneOf<T extends string>(name: string, value: string | null | undefined, allowed: readonly T[], fallback: T): T {
    if (value === null || value === undefined || value === '') return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    warnOnce(
      `<${this.localName}> ${name}="${value}" is not one of ${allowed.join(', ')}; using ${fallback}.`,
    );
    return fallback;
  }

  /**
   * Reads a numeric attribute: the value when it is a number in [min, max]
   * (a whole one when `whole`), else the default with one console warning.
   */
  protected numberIn(name: string, value: unknown, min: number, max: number, fallback: number, whole = true): number {
    if (value === null || value === undefined || value === '') return fallback;
    const n = Number(value);
    if ((whole ? Number.isInteger(n) : Number.isFinite(n)) && n >= min && n <= max) return n;
    warnOnce(`<${this.localName}> ${name}="${String(value)}" is not a ${whole ? 'whole ' : ''}number from ${min} to ${max}; using ${fallback}.`);
    return fallback;
  }
}
