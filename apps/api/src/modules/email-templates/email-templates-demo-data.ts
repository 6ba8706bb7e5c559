import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { saveEmailTemplate } from './email-templates.ts';

/** A few customized templates, so that the screen shows customized and built-in languages side by side. */
export async function generateEmailTemplatesDemoData(db: Db, actor: Actor) {
  await saveEmailTemplate(db, 'customer.welcome', 'en', {
    subject: 'Welcome to {{exchangeName}}, {{name}}',
    body: 'Hello {{name}},\n\nYour account is ready. Verify your identity in the app to raise your limits, then make your first deposit:\n\n{{appLink}}\n\nThe {{exchangeName}} team\n',
  }, actor);
  await saveEmailTemplate(db, 'customer.welcome', 'ar', {
    subject: 'مرحبًا بك في {{exchangeName}}',
    body: 'مرحبًا {{name}}،\n\nحسابك جاهز. وثّق هويتك في التطبيق لرفع حدودك، ثم قم بأول إيداع:\n\n{{appLink}}\n\nفريق {{exchangeName}}\n',
  }, actor);
  await saveEmailTemplate(db, 'customer.depositCredited', 'es', {
    subject: '{{exchangeName}}: {{amount}} {{asset}} acreditados',
    body: 'Hola {{name}},\n\nTu depósito de {{amount}} {{asset}} (referencia {{reference}}) ya está en tu cuenta.\n\nEl equipo de {{exchangeName}}\n',
  }, actor);
}
