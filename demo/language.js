/**
 * The demo site's language menu (its header's `<select id="language">`): a
 * site's own few lines, not the kit's. Choosing a language sets the page's
 * `<html lang>`, and `dir` for a language written right to left; the kit's
 * elements follow at once (their words, dates and numbers, and each
 * record's text in that language where it has one), without a reload.
 */
const menu = /** @type {HTMLSelectElement | null} */ (document.getElementById('language'));
if (menu) {
  const root = document.documentElement;
  menu.value = root.lang;
  menu.addEventListener('change', () => {
    root.lang = menu.value;
    root.dir = /^(ar|he|fa|ur)\b/.test(menu.value) ? 'rtl' : 'ltr';
  });
}
