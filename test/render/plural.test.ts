/**
 * Counting words in every language (issue 28): each form chosen by
 * Intl.PluralRules, the count written by Intl.NumberFormat for the
 * language, checked for 0, 1, 2, 5, 22 and 101; Polish (one, few, many) and
 * Arabic (zero, one, two, few, many, other) word for word.
 */
import {expect} from '@open-wc/testing';
import {plural} from '../../src/render/plural.js';
import {loadedMore} from '../../src/internal/paging.js';
import {loaders} from '../../src/render/messages.gen.js';
import {words as searchWords} from '../../src/elements/site-search/site-search.words.js';

const COUNTS = [0, 1, 2, 5, 22, 101];
type Counting = (n: number, locale?: string) => string;
type Table = {results: Counting; loadedMore: Counting; searchHint: Counting};

const tables: Record<string, Table> = {};
before(async () => {
  // English: the search's own words and the paging's.
  tables.en = {results: searchWords.results, searchHint: searchWords.searchHint, loadedMore: (n, locale) => loadedMore({} as never, n, locale)};
  for (const [lang, load] of Object.entries(loaders)) tables[lang] = (await load()).default;
});

describe('plural()', () => {
  it('picks the form Intl.PluralRules names and writes the count as Intl.NumberFormat does', () => {
    const forms = {one: 'one #', two: 'two #', few: 'few #', many: 'many #', other: 'other #'};
    expect(COUNTS.map((n) => plural('pl', n, forms))).to.deep.equal(['many 0', 'one 1', 'few 2', 'many 5', 'few 22', 'many 101']);
    expect(plural('ar', 22, forms)).to.equal(`many ${new Intl.NumberFormat('ar').format(22)}`);
    expect(plural('en', 1234, forms)).to.equal('other 1,234');
    expect(plural('de', 1234, forms)).to.equal('other 1.234');
    // A form the words leave out is the "other" one.
    expect(plural('ar', 0, {one: 'x', other: 'other #'})).to.equal(`other ${new Intl.NumberFormat('ar').format(0)}`);
  });
});

describe('plural() with a locale Intl does not take', () => {
  it('counts as the browser does, and throws nothing (a site whose locale setting is written wrong)', () => {
    for (const locale of ['- [a](/b?c)', 'xx_YY!', '']) {
      expect(plural(locale, 2, {one: '# item', other: '# items'})).to.equal(plural(undefined, 2, {one: '# item', other: '# items'}));
    }
  });
});

describe('counting words in every language', () => {
  it('are the languages of src/render/messages/ and English', () => {
    expect(Object.keys(tables).length).to.be.greaterThan(11);
  });

  for (const word of ['results', 'loadedMore', 'searchHint'] as const) {
    it(`"${word}": one form per plural category of each language, the count in its digits`, () => {
      for (const [lang, table] of Object.entries(tables)) {
        const rules = new Intl.PluralRules(lang);
        const digits = new Intl.NumberFormat(lang);
        /** Each category's form, the count written as # (a form may spell it: "one result"). */
        const forms = new Map<string, Set<string>>();
        for (const n of COUNTS) {
          const said = table[word](n);
          expect(said, `${lang} ${word}(${n})`).to.be.a('string').and.not.equal('');
          // Latin digits only where the language writes them so.
          if (!/[0-9]/.test(digits.format(n))) expect(said, `${lang} ${word}(${n}): digits not Intl's`).not.to.match(/[0-9]/);
          const category = rules.select(n);
          const form = said.replace(digits.format(n), '#');
          forms.set(category, (forms.get(category) ?? new Set()).add(form));
        }
        // Counts of one category share one form: the form is chosen by the category alone.
        for (const [category, set] of forms) expect([...set], `${lang} ${word}: "${category}" has more than one form`).to.have.length(1);
        // Counts of different categories differ where the language's words do (results and "more" change with the count everywhere).
        // (English "1 more loaded", "2 more loaded": one form does for both.)
        if (word === 'results' || (word === 'loadedMore' && lang !== 'en')) {
          const distinct = new Set([...forms.values()].map((s) => [...s][0]));
          expect(distinct.size, `${lang} ${word}: ${forms.size} categories (${[...forms.keys()].join(', ')}) but ${distinct.size} forms`).to.equal(forms.size);
        }
      }
    });
  }

  it('Polish: one, few and many', () => {
    const pl = tables.pl;
    expect(COUNTS.map((n) => pl.results(n))).to.deep.equal(['0 wyników', '1 wynik', '2 wyniki', '5 wyników', '22 wyniki', '101 wyników']);
    expect(COUNTS.map((n) => pl.loadedMore(n))).to.deep.equal([
      'Wczytano 0 kolejnych elementów',
      'Wczytano 1 kolejny element',
      'Wczytano 2 kolejne elementy',
      'Wczytano 5 kolejnych elementów',
      'Wczytano 22 kolejne elementy',
      'Wczytano 101 kolejnych elementów',
    ]);
    expect([1, 2, 5].map((n) => pl.searchHint(n))).to.deep.equal(['Wpisz co najmniej 1 znak, aby wyszukać.', 'Wpisz co najmniej 2 znaki, aby wyszukać.', 'Wpisz co najmniej 5 znaków, aby wyszukać.']);
  });

  it('Arabic: zero, one, two, few, many and other, in the digits Intl gives (Arabic-Indic for ar-EG)', () => {
    const ar = tables.ar;
    const d = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect(COUNTS.map((n) => ar.results(n))).to.deep.equal(['لا نتائج', 'نتيجة واحدة', 'نتيجتان', `${d(5)} نتائج`, `${d(22)} نتيجةً`, `${d(101)} نتيجة`]);
    expect(COUNTS.map((n) => ar.loadedMore(n))).to.deep.equal([
      'لم يُحمَّل أي عنصر إضافي',
      'تم تحميل عنصر إضافي واحد',
      'تم تحميل عنصرين إضافيين',
      `تم تحميل ${d(5)} عناصر إضافية`,
      `تم تحميل ${d(22)} عنصرًا إضافيًا`,
      `تم تحميل ${d(101)} عنصر إضافي`,
    ]);
    // The active locale's digits: Egypt's Arabic writes Arabic-Indic ones.
    expect(ar.results(22, 'ar-EG')).to.equal('٢٢ نتيجةً');
    expect(ar.loadedMore(5, 'ar-EG')).to.equal('تم تحميل ٥ عناصر إضافية');
  });
});
