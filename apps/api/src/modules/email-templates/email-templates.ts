import { and, eq } from 'drizzle-orm';
import { EMAIL_EVENT_NAMES, EMAIL_EVENTS, type EmailEvent, variablesOf } from '@exchange/contract/email-templates/email-events';
import type { EmailEventSummary, EmailPreview, EmailTemplate, SaveEmailTemplate } from '@exchange/contract/email-templates/email-templates';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@exchange/contract/platform/content-languages';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { conflict } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { admins } from '../auth/auth-tables.ts';
import { DEFAULT_TEMPLATES, type TemplateText } from './email-defaults.ts';
import { checkTemplate, renderTemplate } from './email-renderer.ts';
import { emailTemplates as t } from './email-template-tables.ts';

const stored = (db: DbOrTx) =>
  db
    .select({ event: t.event, language: t.language, subject: t.subject, body: t.body, updatedBy: t.updatedBy, updaterName: admins.name, updatedAt: t.updatedAt })
    .from(t)
    .innerJoin(admins, eq(admins.id, t.updatedBy))
    .$dynamic();

type StoredRow = Awaited<ReturnType<typeof stored>>[number];

const changedBy = (row: StoredRow | undefined) => ({
  updatedBy: row ? { id: row.updatedBy, name: row.updaterName } : null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** Email Templates: every event with its variables and which languages hold a stored template. */
export async function listEmailEvents(db: DbOrTx): Promise<{ items: EmailEventSummary[] }> {
  const rows = await stored(db);
  const byKey = new Map(rows.map((row) => [`${row.event}/${row.language}`, row]));
  return {
    items: EMAIL_EVENT_NAMES.map((event) => ({
      event,
      audience: EMAIL_EVENTS[event].audience,
      variables: variablesOf(event),
      languages: CONTENT_LANGUAGES.map((language) => {
        const row = byKey.get(`${event}/${language}`);
        return { language, customized: Boolean(row), ...changedBy(row) };
      }),
    })),
  };
}

async function storedTemplate(db: DbOrTx, event: EmailEvent, language: ContentLanguage) {
  const [row] = await stored(db).where(and(eq(t.event, event), eq(t.language, language)));
  return row;
}

/** One event and language: the stored template, or the built-in text when there is none. */
export async function getEmailTemplate(db: DbOrTx, event: EmailEvent, language: ContentLanguage): Promise<EmailTemplate> {
  const row = await storedTemplate(db, event, language);
  const text = row ?? DEFAULT_TEMPLATES[event];
  return { event, language, subject: text.subject, body: text.body, customized: Boolean(row), variables: variablesOf(event), sampleValues: { ...EMAIL_EVENTS[event].variables }, ...changedBy(row) };
}

/** Both parts checked against the event's variables: 400 naming the part and the variable. */
function checked(event: EmailEvent, input: SaveEmailTemplate): TemplateText {
  const declared = variablesOf(event);
  checkTemplate(input.subject, declared, 'subject');
  checkTemplate(input.body, declared, 'body');
  return { subject: input.subject, body: input.body };
}

/** Stores an event's template in a language (insert or replace), audited with what it was. */
export async function saveEmailTemplate(db: Db, event: EmailEvent, language: ContentLanguage, input: SaveEmailTemplate, actor: Actor): Promise<EmailTemplate> {
  const text = checked(event, input);
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ subject: t.subject, body: t.body }).from(t).where(and(eq(t.event, event), eq(t.language, language))).for('update');
    await tx
      .insert(t)
      .values({ event, language, ...text, updatedBy: adminId })
      .onConflictDoUpdate({ target: [t.event, t.language], set: { ...text, updatedBy: adminId, updatedAt: new Date() } });
    await writeAudit(tx, actor, { action: 'emailTemplate.save', outcome: 'SUCCESS', targetType: 'email_template', targetId: `${event}/${language}`, before: before ?? { builtIn: true }, after: text });
  });
  return getEmailTemplate(db, event, language);
}

/** Deletes the stored template: the built-in text is sent again. 409 when there is none. */
export async function resetEmailTemplate(db: Db, event: EmailEvent, language: ContentLanguage, actor: Actor): Promise<EmailTemplate> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(t).where(and(eq(t.event, event), eq(t.language, language))).returning({ subject: t.subject, body: t.body });
    if (!gone) throw conflict('emailTemplate.notCustomized', 'this e-mail sends its built-in text already');
    await writeAudit(tx, actor, { action: 'emailTemplate.reset', outcome: 'SUCCESS', targetType: 'email_template', targetId: `${event}/${language}`, before: gone, after: { builtIn: true } });
  });
  return getEmailTemplate(db, event, language);
}

const render = (text: TemplateText, values: Readonly<Record<string, string>>): EmailPreview => ({
  // A subject is one line, whatever the values hold.
  subject: renderTemplate(text.subject, values).replace(/\s*[\r\n]+\s*/g, ' ').trim(),
  text: renderTemplate(text.body, values),
});

/** The e-mail a template makes with the event's sample values, by the renderer that sends it. */
export function previewEmailTemplate(event: EmailEvent, input: SaveEmailTemplate): EmailPreview {
  return render(checked(event, input), EMAIL_EVENTS[event].variables);
}

/** Sends the template (as given, saved or not) with the sample values to the admin's own address, through the outbox. */
export async function sendTestEmail(db: Db, mailer: Mailer, event: EmailEvent, language: ContentLanguage, input: SaveEmailTemplate, actor: Actor): Promise<{ sentTo: string }> {
  const mail = previewEmailTemplate(event, input);
  const [admin] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, adminOf(actor)));
  if (!admin) throw new Error('the signed-in admin has no row');
  await mailer.send({ to: admin.email, subject: `[Test] ${mail.subject}`, text: mail.text });
  await writeAudit(db, actor, { action: 'emailTemplate.testSend', outcome: 'SUCCESS', targetType: 'email_template', targetId: `${event}/${language}`, after: { to: admin.email, subject: mail.subject } });
  return { sentTo: admin.email };
}

/**
 * What the system sends for an event: the stored template of the language, else the English one,
 * else the built-in text. A stored template was checked when saved; should it still fail to
 * render, the built-in text goes out rather than no e-mail.
 */
export async function composeEmail(db: DbOrTx, event: EmailEvent, language: ContentLanguage, values: Readonly<Record<string, string>>): Promise<EmailPreview> {
  const row = (await storedTemplate(db, event, language)) ?? (language === 'en' ? undefined : await storedTemplate(db, event, 'en'));
  if (row) {
    try {
      return render(row, values);
    } catch {
      // Falls through to the built-in text.
    }
  }
  return render(DEFAULT_TEMPLATES[event], values);
}
