/**
 * What "more" needs, loaded by the list elements on the first press of
 * their "more" button: a chunk of its own in the script-tag build, since
 * most visitors never press it. `<site-search>` imports paging.ts itself.
 */
export {Paging} from './paging.js';
