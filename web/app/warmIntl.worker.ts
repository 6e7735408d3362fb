// The Intl warm-up's worker (warmIntl.ts): named by the page's language, it makes one formatter of
// each kind the pages use as they load, and ends itself.
const lang = self.name;
new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(1);
new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
new Intl.PluralRules(lang).select(1);
new Intl.DisplayNames(lang, { type: 'region' }).of('CH');
close();

export {};
