import { translationImportResultSchema, type TranslationImportResult } from '@exchange/contract/translations/translations';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { sendToApi } from '../../app/api-client.ts';
import { saveDownload } from '../../components/download-file.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRefreshingMutation } from '../../components/use-refreshing-mutation.ts';
import type { TranslationKeyQuery } from './translation-filters.ts';

export const translationKeys = {
  all: ['translations'] as const,
  languages: () => [...translationKeys.all, 'languages'] as const,
  keys: (language: string, query: TranslationKeyQuery) => [...translationKeys.all, 'keys', language, query] as const,
};

export function useLanguages() {
  return useQuery({ queryKey: translationKeys.languages(), queryFn: ({ signal }) => answer(api.GET('/admin/translations/languages', { signal })) });
}

export function useTranslationKeys(language: string, query: TranslationKeyQuery) {
  return useListQuery(translationKeys.keys(language, query), ({ signal, withTotal }) =>
    answer(api.GET('/admin/translations/languages/{language}/keys', { params: { path: { language }, query: { ...query, withTotal } }, signal })));
}

/** After any change the languages' counts and the keys load again (a 404 or 409 too: the screen was stale). */
export const useSetLanguageActive = () =>
  useRefreshingMutation(translationKeys.all, ({ language, active }: { language: string; active: boolean }) =>
    answer(api.POST(active ? '/admin/translations/languages/{language}/activate' : '/admin/translations/languages/{language}/deactivate', { params: { path: { language } } })));

export const useSetTranslationValue = () =>
  useRefreshingMutation(translationKeys.all, ({ language, key, value }: { language: string; key: string; value: string }) =>
    answer(api.PUT('/admin/translations/languages/{language}/keys', { params: { path: { language } }, body: { key, value } })));

/** Sends a JSON file as multipart/form-data (the typed client sends JSON only); the answer is checked against the contract. */
async function importFile({ language, file }: { language: string; file: File }): Promise<TranslationImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await sendToApi(new Request(`/admin/translations/languages/${encodeURIComponent(language)}/import`, { method: 'POST', body: form }));
  return translationImportResultSchema.parse(await response.json());
}
export const useImportTranslations = () => useRefreshingMutation(translationKeys.all, importFile);

/** The language's file, saved by the browser under the name the server gives (en.json). */
export async function exportTranslations(language: string): Promise<string> {
  const { response } = await api.GET('/admin/translations/languages/{language}/export', { params: { path: { language } }, parseAs: 'stream' });
  return saveDownload(response, `${language}.json`);
}
