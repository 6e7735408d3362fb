import type { TranslatedLanguage } from '../../../../shared/i18n/languages.ts';
import de from './de.po';
import fr from './fr.po';
import it from './it.po';
import es from './es.po';
import nl from './nl.po';
import pl from './pl.po';
import da from './da.po';
import sv from './sv.po';
import pt from './pt.po';

/** The accessibility statement's PO catalogues, one per language (web/i18n/README.md). */
export const accessibilityTranslations: Record<TranslatedLanguage, string> = {
  de,
  fr,
  it,
  es,
  nl,
  pl,
  da,
  sv,
  pt,
};
