/**
 * Each element's fields, by tag: the names a designer's template binds
 * (documented in each element's class comment, under "Template fields").
 * An element without an entry takes no template.
 */
import type {Fields} from './bind.js';
import {eventDetailFields, eventFields} from './fields/events.js';
import {productDetailFields, productFields} from './fields/products.js';

export const FIELDS: Record<string, Fields<never, never>> = {
  'site-events': eventFields,
  'site-event': eventDetailFields,
  'site-products': productFields,
  'site-product': productDetailFields,
} as Record<string, Fields<never, never>>;
