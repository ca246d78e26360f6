/**
 * A language's words load on demand, alone (issue 28): an English page
 * loads no language's file, a Japanese page the Japanese one and no other,
 * in each build (test/fixtures/language.html: the provider and one list).
 * `npm test` builds dist/ first.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {loadFrame} from '../helpers/dom.js';
import {scriptsLoaded} from '../helpers/catalogue.js';

/** Each build: the page's `?bundle=`, and where a language's file of it is. */
const BUILDS = {
  'the script-tag build': {bundle: 'split', file: (lang: string) => `/dist/elements/messages-${lang}.js`},
  'the one-file build': {bundle: 'all', file: (lang: string) => `/dist/all/messages-${lang}.js`},
  'the npm package': {bundle: 'lib', file: (lang: string) => `/dist/lib/render/messages/${lang}.js`},
};
/** A file of a language's words, in any build. */
const LANGUAGE_FILE = /\/(messages-[a-z]+|render\/messages\/[a-z]+)\.js$/;

/** The page in `lang` through `bundle`, once its list shows its items (and its "more" button) in the page's language. */
async function page(bundle: string, lang: string, more: string): Promise<{win: Window; frame: HTMLIFrameElement}> {
  const frame = await loadFrame(`/test/fixtures/language.html?bundle=${bundle}&lang=${lang}`);
  const win = frame.contentWindow!;
  const events = () => frame.contentDocument!.getElementById('events')?.shadowRoot;
  await waitUntil(() => events()?.querySelector('[part~="more"]')?.textContent?.trim() === more, `no "${more}" in ${lang}`, {timeout: 15000});
  return {win, frame};
}

for (const [name, build] of Object.entries(BUILDS)) {
  describe(`a page's language through ${name}`, () => {
    let frame: HTMLIFrameElement | undefined;
    afterEach(() => frame?.remove());

    it('loads no language file on an English page', async () => {
      const shown = await page(build.bundle, 'en', 'More events');
      frame = shown.frame;
      expect(scriptsLoaded(shown.win).filter((p) => LANGUAGE_FILE.test(p))).to.deep.equal([]);
    });

    it('loads the Japanese file, and no other language, on a Japanese page', async () => {
      const shown = await page(build.bundle, 'ja', 'イベントをさらに表示');
      frame = shown.frame;
      expect(scriptsLoaded(shown.win).filter((p) => LANGUAGE_FILE.test(p))).to.deep.equal([build.file('ja')]);
    });
  });
}
