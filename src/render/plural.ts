/**
 * A word that counts, in the form its language gives the count: the form
 * is chosen by `Intl.PluralRules` (English has one and other, Polish one,
 * few, many and other, Arabic zero, one, two, few, many and other), and `#`
 * in it becomes the count as `Intl.NumberFormat` writes it for the locale
 * (Arabic digits where Intl gives them). Used by the language tables
 * (src/render/messages/<lang>.ts), each a chunk of its own, and by the
 * English words that count.
 *
 *   plural('pl', 5, {one: '# wynik', few: '# wyniki', many: '# wyników', other: '# wyniku'}) // '5 wyników'
 */
export type PluralForms = {[K in Intl.LDMLPluralRule]?: string} & {other: string};

export function plural(locale: string | undefined, n: number, forms: PluralForms): string {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    // A locale Intl does not take (a site's setting written wrong): the browser's, as dates and prices fall back.
    rules = new Intl.PluralRules((locale = undefined));
  }
  return (forms[rules.select(n)] ?? forms.other).replace('#', new Intl.NumberFormat(locale).format(n));
}
