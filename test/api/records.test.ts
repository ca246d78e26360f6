import {expect} from '@open-wc/testing';
import {FIRST_PAGE, hasNextPage, listRecords, listTotal, localized} from '../../src/api/records.js';
import {tagsOf} from '../../src/api/tags.js';
import {mediaUrl} from '../../src/api/media.js';
import {fillTemplate} from '../../src/render/url.js';
import {dayBounds} from '../../src/api/bounds.js';

// A record as the service serves it: every text in localizedContent, one entry per locale.
const record = {
  slug: 'r',
  localizedContent: [
    {siteId: 's', locale: 'en', title: 'English', shortContent: 'English short', content: null},
    {siteId: 's', locale: 'de', title: 'Deutsch', shortContent: '', content: '**fett**'},
    {siteId: 's', locale: 'pt-BR', title: 'Português (Brasil)'},
  ],
};

describe('records: localized fields', () => {
  it('reads the entry for the locale (exact, then the language), then the default locale, then the first entry', () => {
    expect(localized(record, 'title', 'de', 'en')).to.equal('Deutsch');
    expect(localized(record, 'title', 'de-AT', 'en')).to.equal('Deutsch');
    expect(localized(record, 'title', 'pt-BR', 'en')).to.equal('Português (Brasil)');
    expect(localized(record, 'title', 'fr', 'de')).to.equal('Deutsch');
    expect(localized(record, 'title', 'fr', 'it')).to.equal('English');
    expect(localized(record, 'title')).to.equal('English');
  });

  it('falls through empty and null values to the next entry that has the field', () => {
    expect(localized(record, 'shortContent', 'de', 'en')).to.equal('English short');
    expect(localized(record, 'content', 'en')).to.equal('**fett**');
    expect(localized(record, 'excerpt', 'en')).to.equal(undefined);
  });

  it('never reads a top-level field, and survives junk', () => {
    expect(localized({title: 'top level'}, 'title', 'en')).to.equal(undefined);
    expect(localized(undefined, 'title', 'de')).to.equal(undefined);
    expect(localized({localizedContent: 'junk'}, 'title', 'de')).to.equal(undefined);
    expect(localized({localizedContent: [null, 5, {locale: 'de', title: 'ok'}]}, 'title', 'en')).to.equal('ok');
  });
});

describe('records: tags', () => {
  it('reads join rows of records and /tags items as {id, title}', () => {
    expect(tagsOf([{tagId: 't1', tag: {id: 't1', siteId: 's', title: 'Jazz'}}, {id: 't2', siteId: 's', title: 'Klassik'}])).to.deep.equal([
      {id: 't1', title: 'Jazz'},
      {id: 't2', title: 'Klassik'},
    ]);
    expect(tagsOf([{tagId: 't3'}, null, {tag: {}}, 'x', {tagId: 't4', tag: {id: 't4', title: ''}}])).to.deep.equal([]);
    expect(tagsOf(undefined)).to.deep.equal([]);
  });
});

describe('records: lists and pages', () => {
  it('reads the {records, count} envelope', () => {
    expect(listRecords({records: [{id: 1}, {id: 2}], count: 9})).to.deep.equal([{id: 1}, {id: 2}]);
    expect(listRecords([{id: 3}])).to.deep.equal([{id: 3}]);
    // Lenient where the service may leave things out: no records is no records.
    expect(listRecords({} as never)).to.deep.equal([]);
    expect(listRecords({records: null})).to.deep.equal([]);
    // An entry that is no record is left out; the others stay.
    expect(listRecords({records: [null, {id: 4}, 5, 'x', [6]]} as never)).to.deep.equal([{id: 4}]);
    // An answer that is no list at all is an error (the element shows its error state).
    for (const body of [null, 'x', 7, {records: 'x'}, {records: {}}]) expect(() => listRecords(body as never), JSON.stringify(body)).to.throw(TypeError);
    expect(listTotal({records: [], count: 7})).to.equal(7);
    expect(listTotal({records: []})).to.equal(undefined);
  });

  it('counts pages from 0 and ends on a short page even when count says more', () => {
    expect(FIRST_PAGE).to.equal(0);
    const r = (n: number) => Array.from({length: n}, (_, i) => ({id: i}));
    expect(hasNextPage({records: r(2), count: 5}, 0, 2)).to.be.true;
    expect(hasNextPage({records: r(2), count: 5}, 1, 2)).to.be.true;
    expect(hasNextPage({records: r(1), count: 5}, 2, 2)).to.be.false;
    expect(hasNextPage({records: r(2), count: 4}, 1, 2)).to.be.false;
    expect(hasNextPage({records: r(1), count: 99}, 0, 2)).to.be.false;
    expect(hasNextPage({records: r(2)}, 0, 2)).to.be.true;
    expect(hasNextPage({records: []}, 0, 10)).to.be.false;
  });
});

describe('records: media', () => {
  it('turns a storage key into an address under the media base, segment by segment', () => {
    expect(mediaUrl('sites/abc/media/a b.jpg', 'https://cdn.example/m/')).to.equal('https://cdn.example/m/sites/abc/media/a%20b.jpg');
    expect(mediaUrl('sites/x.jpg', '/media')).to.equal('/media/sites/x.jpg');
    expect(mediaUrl('/media/sites/x.jpg', '/media/')).to.equal('/media/sites/x.jpg');
    expect(mediaUrl('https://img.example/x.jpg', '/media/')).to.equal('https://img.example/x.jpg');
    expect(mediaUrl('/images/x.jpg', '/media/')).to.equal('/images/x.jpg');
    expect(mediaUrl('', '/media/')).to.equal(undefined);
    expect(mediaUrl(null)).to.equal(undefined);
  });

  it('gives no image for an address of another scheme than http(s), or a key no URL can hold', () => {
    // javascript: is refused by safeUrl too; mailto: and tel: are safe links but no image (only a CSP report).
    for (const key of [' javascript:x', 'mailto:a@example.com', 'TEL:+49', 'data:image/png;base64,AAAA']) expect(mediaUrl(key, '/media/'), key).to.equal(undefined);
    expect(mediaUrl('HTTPS://img.example/x.jpg', '/media/')).to.equal('HTTPS://img.example/x.jpg');
    // A lone surrogate makes encodeURIComponent throw: no image, and nothing thrown.
    expect(mediaUrl('sites/x/\ud800.jpg', '/media/')).to.equal(undefined);
  });
});

describe('records: link templates', () => {
  it('fills each {name} URL-encoded, and gives no link (not an error) for a missing value or one no URL can hold', () => {
    expect(fillTemplate('/event.html?slug={slug}', {slug: 'a b/c'})).to.equal('/event.html?slug=a%20b%2Fc');
    expect(fillTemplate('/event.html?slug={slug}', {slug: ''})).to.equal(undefined);
    expect(fillTemplate('/event.html?slug={slug}', {})).to.equal(undefined);
    expect(fillTemplate('/event.html?slug={slug}', {slug: 'x\udc00'})).to.equal(undefined);
    expect(fillTemplate('javascript:go({slug})', {slug: 'x'})).to.equal(undefined);
  });
});

describe('records: date bounds', () => {
  it('gives gt/lt in epoch ms around whole days in the site time zone', () => {
    const {gt, lt} = dayBounds('2026-03-14', '2026-03-14', 'Europe/Berlin');
    expect(gt).to.equal(Date.parse('2026-03-13T23:00:00Z') - 1);
    expect(lt).to.equal(Date.parse('2026-03-14T23:00:00Z'));
    // The day clocks go forward in Berlin is 23 hours long.
    const dst = dayBounds('2026-03-29', '2026-03-29', 'Europe/Berlin');
    expect(dst.lt! - dst.gt! - 1).to.equal(23 * 3600e3);
    expect(dayBounds(undefined, '2026-01-01', 'America/New_York')).to.deep.equal({gt: undefined, lt: Date.parse('2026-01-02T05:00:00Z')});
  });
});
