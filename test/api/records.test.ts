import {expect} from '@open-wc/testing';
import {hasNextPage, listRecords, listTotal, localized} from '../../src/api/records.js';

const record = {
  title: 'Top level',
  excerpt: '',
  content: '<p>top</p>',
  localizedContent: [
    {locale: 'en', title: 'English', excerpt: 'English excerpt'},
    {locale: 'de', title: 'Deutsch', content: ''},
    {locale: 'pt-BR', title: 'Português (Brasil)'},
  ],
};

describe('records', () => {
  it('reads the entry for the locale, then the default locale, then the top level', () => {
    expect(localized(record, 'title', 'de', 'en')).to.equal('Deutsch');
    expect(localized(record, 'title', 'de-AT', 'en')).to.equal('Deutsch');
    expect(localized(record, 'title', 'pt-BR', 'en')).to.equal('Português (Brasil)');
    expect(localized(record, 'title', 'fr', 'en')).to.equal('English');
    expect(localized(record, 'excerpt', 'de', 'en')).to.equal('English excerpt');
    expect(localized(record, 'content', 'de', 'fr')).to.equal('<p>top</p>');
    expect(localized(record, 'title', 'fr', 'it')).to.equal('Top level');
    expect(localized({title: 'plain'}, 'title', 'de')).to.equal('plain');
    expect(localized(undefined, 'title', 'de')).to.equal(undefined);
    expect(localized({localizedContent: 'junk'}, 'title', 'de')).to.equal(undefined);
  });

  it('reads list envelopes and bare arrays', () => {
    expect(listRecords({records: [1, 2]})).to.deep.equal([1, 2]);
    expect(listRecords([3])).to.deep.equal([3]);
    expect(listRecords({} as never)).to.deep.equal([]);
    expect(listRecords(null)).to.deep.equal([]);
    expect(listTotal({records: [], total: 7})).to.equal(7);
    expect(listTotal([1])).to.equal(undefined);
  });

  it('knows when another page follows', () => {
    expect(hasNextPage({records: [1, 2], total: 5}, 2, 2)).to.be.true;
    expect(hasNextPage({records: [1], total: 5}, 3, 2)).to.be.false;
    expect(hasNextPage({records: [1, 2]}, 1, 2)).to.be.true;
    expect(hasNextPage([1], 1, 2)).to.be.false;
    expect(hasNextPage({records: []}, 1, 10)).to.be.false;
  });
});
