import type { EmailEvent } from '@exchange/contract/email-templates/email-events';
import type { EmailTemplate, SaveEmailTemplate } from '@exchange/contract/email-templates/email-templates';
import type { ContentLanguage } from '@exchange/contract/platform/content-languages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';

export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  events: () => [...emailTemplateKeys.all, 'events'] as const,
  template: (event: EmailEvent, language: ContentLanguage) => [...emailTemplateKeys.all, 'template', event, language] as const,
  preview: (event: EmailEvent, language: ContentLanguage, text: SaveEmailTemplate) => [...emailTemplateKeys.all, 'preview', event, language, text] as const,
};

type Target = { event: EmailEvent; language: ContentLanguage };
const pathOf = ({ event, language }: Target) => ({ path: { event, language } });

export const useEmailEvents = () =>
  useQuery({ queryKey: emailTemplateKeys.events(), queryFn: ({ signal }) => answer(api.GET('/admin/email-templates', { signal })) });

export const useEmailTemplate = (target: Target) =>
  useQuery({
    queryKey: emailTemplateKeys.template(target.event, target.language),
    queryFn: ({ signal }) => answer(api.GET('/admin/email-templates/{event}/{language}', { params: pathOf(target), signal })),
  });

/** The e-mail as the server's renderer makes it from the text being typed (the caller debounces). */
export const useEmailPreview = (target: Target, text: SaveEmailTemplate, enabled: boolean) =>
  useQuery({
    queryKey: emailTemplateKeys.preview(target.event, target.language, text),
    queryFn: ({ signal }) => answer(api.POST('/admin/email-templates/{event}/{language}/preview', { params: pathOf(target), body: text, signal })),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

function useTemplateMutation<Variables>(mutationFn: (variables: Variables) => Promise<EmailTemplate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      client.setQueryData(emailTemplateKeys.template(saved.event, saved.language), saved);
      return client.invalidateQueries({ queryKey: emailTemplateKeys.events() });
    },
  });
}

export const useSaveEmailTemplate = () =>
  useTemplateMutation(({ target, body }: { target: Target; body: SaveEmailTemplate }) => answer(api.PUT('/admin/email-templates/{event}/{language}', { params: pathOf(target), body })));
export const useResetEmailTemplate = () =>
  useTemplateMutation((target: Target) => answer(api.DELETE('/admin/email-templates/{event}/{language}', { params: pathOf(target) })));
export const useSendTestEmail = () =>
  useMutation({
    mutationFn: ({ target, body }: { target: Target; body: SaveEmailTemplate }) => answer(api.POST('/admin/email-templates/{event}/{language}/test', { params: pathOf(target), body })),
  });
