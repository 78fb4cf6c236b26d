import { createTranslator, locales, mergeDictionaries, serverDictionaries } from '../../domain/i18n';
import { quoteDictionaries } from '../../domain/i18n/quote-dictionaries';

/** The server's translator for texts that quote issues carry (rule messages with their parameters). */
export const translateQuote = createTranslator(
  Object.fromEntries(locales.map((l) => [l, mergeDictionaries(serverDictionaries[l], quoteDictionaries[l])])) as Record<
    (typeof locales)[number],
    ReturnType<typeof mergeDictionaries>
  >,
);
