import { isRightToLeft, type ContentLanguage } from '@exchange/contract/platform/content-languages';

/**
 * The `dir` of a course's own texts: Arabic reads right to left in any console; the others run in
 * their own direction, which on the Arabic console keeps an English title's punctuation at its end
 * (see the `.ant-typography[dir='auto']` rule in global.css).
 */
export const contentDir = (language: ContentLanguage) => (isRightToLeft(language) ? 'rtl' : 'auto');

/**
 * A name or a date set inside a sentence, isolated (U+2068 ... U+2069) so that a Latin name beside an
 * Arabic date, or the reverse, keeps its place in the other direction's text.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;
