/**
 * Embeds of a content tree (`youtube` and `iframe` nodes), privacy-first:
 * nothing loads from a third party until the visitor asks. The node renders
 * a placeholder of the embed's size (no layout shift when it loads) naming
 * the host, with a button; pressing it puts a sandboxed `<iframe>` in its
 * place and moves focus to it. Only `https:` addresses on an allow-list
 * embed: YouTube (always through its no-cookie player), Vimeo, Bandcamp,
 * and the hosts the provider's `embed-hosts` adds; anything else is a plain
 * link, with one console warning naming the host. Under a CSP the host must
 * also be in `frame-src`.
 */
import {html, type TemplateResult} from 'lit';
import {warnOnce} from '../internal/log.js';
import {messages, type EmbedWords} from './messages.js';

const DEFAULT_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com', 'bandcamp.com'];

/** The words of the placeholder in English; every other language's table has its own (src/render/messages/<lang>.ts). */
const ENGLISH: EmbedWords = {
  embedLoad: (h) => `Load content from ${h}`,
  embedNote: (h) => `Loading it sends data to ${h}.`,
  embedTitle: (h) => `Embedded content from ${h}`,
};

export interface EmbedOptions {
  /** More allowed hosts (the provider's `embed-hosts`). */
  embedHosts?: string[];
  /** The active locale, for the placeholder's words. */
  locale?: string;
}

/** A YouTube address (watch, short or embed form) as its no-cookie embed address, with the start second. */
export function youtubeEmbed(src: unknown, start: unknown): string | undefined {
  if (typeof src != 'string') return undefined;
  const id = /(?:[?&]v=|youtu\.be\/|\/embed\/|\/shorts\/)([\w-]{6,20})/.exec(src)?.[1];
  const s = Number(start);
  return id && `https://www.youtube-nocookie.com/embed/${id}${s > 0 ? `?start=${Math.floor(s)}` : ''}`;
}

/** Whether `host` is allowed: a default or added host, or a subdomain of one. */
function allowed(host: string, extra: string[] = []): boolean {
  return [...DEFAULT_HOSTS, ...extra].some((h) => host == h.toLowerCase() || host.endsWith(`.${h.toLowerCase()}`));
}

/**
 * An embed's placeholder (or a plain link when its address may not embed).
 * `ratio` is width / height (default 16 / 9).
 */
export function embed(src: string | undefined, ratio: number | undefined, options: EmbedOptions): TemplateResult | string {
  let url: URL | undefined;
  try {
    url = src ? new URL(src) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || url.protocol != 'https:') return '';
  const host = url.hostname;
  if (!allowed(host, options.embedHosts)) {
    warnOnce(`an embed from ${host} is shown as a link: add the host to <site-content-provider embed-hosts="…"> (and to your CSP's frame-src) to embed it.`);
    return html`<p><a href=${url.href} rel=${url.origin !== location.origin ? 'noopener noreferrer' : ''}>${host}</a></p>`;
  }
  const t = {...ENGLISH, ...messages(options.locale || document.documentElement.lang)};
  const r = ratio && ratio > 0.2 && ratio < 5 ? ratio : 16 / 9;
  const load = (e: Event) => {
    const box = (e.currentTarget as HTMLElement).parentElement!;
    const frame = document.createElement('iframe');
    frame.src = url!.href;
    frame.title = t.embedTitle(host);
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
    frame.allow = 'fullscreen; picture-in-picture; encrypted-media';
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.setAttribute('part', 'embed-frame');
    box.replaceChildren(frame);
    frame.focus();
  };
  return html`<div part="embed" class="embed" .style=${`aspect-ratio:${r}`}>
    <button type="button" part="embed-load" @click=${load}>${t.embedLoad(host)}</button><small>${t.embedNote(host)}</small>
  </div>`;
}
