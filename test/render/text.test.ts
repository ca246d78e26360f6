/**
 * plainText(): list excerpts and JSON-LD descriptions from a Markdown or
 * HTML string, without the Markdown library (the real sites strip with
 * remove-markdown).
 */
import {expect} from '@open-wc/testing';
import {plainText} from '../../src/render/text.js';

describe('plainText', () => {
  it('strips headings, quotes, bullets and numbers at the start of a line', () => {
    expect(plainText('# Title\n\n## Sub ##\n\n> quoted\n> more')).to.equal('Title Sub ## quoted more');
    expect(plainText('- one\n- two\n* three\n+ four\n  - nested\n1. five\n10. six')).to.equal('one two three four nested five six');
  });

  it('strips emphasis, strikethrough and code markers, not inside words or around spaces', () => {
    expect(plainText('Some **bold**, *em*, _em_, __strong__, ***both***, ~~del~~ and `code()`.')).to.equal('Some bold, em, em, strong, both, del and code().');
    expect(plainText('snake_case_name, 2 * 3 * 4, a_b and ~ home')).to.equal('snake_case_name, 2 * 3 * 4, a_b and ~ home');
  });

  it('keeps the text of links and images, not their addresses', () => {
    expect(plainText('Read [the post](https://example.org/post "Title") and see ![a photo](/a.png).')).to.equal('Read the post and see a photo.');
    expect(plainText('**[Tickets](/tickets)** now')).to.equal('Tickets now');
  });

  it('reads HTML as before: tags are spaces, common entities are decoded', () => {
    expect(plainText('<p><strong>HTML</strong> excerpt</p><p>Second &amp; last&nbsp;one</p>')).to.equal('HTML excerpt Second & last one');
    expect(plainText('Indie-Band &lt;b onmouseover=x&gt; &quot;q&quot; &#39;s')).to.equal('Indie-Band <b onmouseover=x> "q" \'s');
    expect(plainText('<a href="javascript:x">bad</a>')).to.equal('bad');
  });

  it('mixes Markdown and inline HTML', () => {
    expect(plainText('## New <em>record</em>\n\nOut **now**: <a href="/shop">shop</a>')).to.equal('New record Out now: shop');
  });

  it('gives undefined for nothing to show', () => {
    expect(plainText(undefined)).to.equal(undefined);
    expect(plainText(42)).to.equal(undefined);
    expect(plainText('')).to.equal(undefined);
    expect(plainText('  <p> </p> ')).to.equal(undefined);
    expect(plainText('**')).to.equal(undefined);
  });
});
