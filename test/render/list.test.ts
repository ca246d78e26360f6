/**
 * Lists in a sentence (an event's performers, a post's artists) are joined
 * as Intl.ListFormat writes them for the locale, never with the kit's own
 * separators (issue 28).
 */
import {expect} from '@open-wc/testing';
import {html, render} from 'lit';
import {listOf} from '../../src/render/list.js';

const joined = (locale: string | undefined, items: string[]) => listOf(locale, items).join('');

describe('listOf()', () => {
  it('joins items as Intl.ListFormat does for the locale', () => {
    for (const locale of ['en', 'de', 'fr', 'ja', 'ar', 'he', 'pl']) {
      expect(joined(locale, ['A', 'B', 'C']), locale).to.equal(new Intl.ListFormat(locale).format(['A', 'B', 'C']));
    }
    expect(joined('de', ['A', 'B', 'C'])).to.equal('A, B und C');
    expect(joined('ja', ['A', 'B', 'C'])).to.equal('A、B、C');
    expect(joined('en', ['A'])).to.equal('A');
    expect(listOf('en', [])).to.deep.equal([]);
  });

  it('keeps each item as it is (a link), and takes a locale Intl refuses', () => {
    const links = ['a', 'b'].map((s) => html`<a href="#${s}">${s}</a>`);
    const box = document.createElement('p');
    render(listOf('not a locale!', links), box);
    expect(box.querySelectorAll('a')).to.have.length(2);
    expect(box.textContent).to.equal(new Intl.ListFormat().format(['a', 'b']));
  });
});
