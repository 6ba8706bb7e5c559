import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { translationKeys, translationLanguages, translationValues } from './translation-tables.ts';

/** The customer app's texts: English for every key, the other languages part-way, some keys still missing. */
const texts: Record<string, [en: string, ar?: string, fr?: string, es?: string, it?: string, zh?: string]> = {
  'common.cancel': ['Cancel', 'إلغاء', 'Annuler', 'Cancelar', 'Annulla', '取消'],
  'common.confirm': ['Confirm', 'تأكيد', 'Confirmer', 'Confirmar', 'Conferma', '确认'],
  'common.continue': ['Continue', 'متابعة', 'Continuer', 'Continuar', 'Continua', '继续'],
  'common.loading': ['Loading…', 'جارٍ التحميل…', 'Chargement…', 'Cargando…', 'Caricamento…', '加载中…'],
  'common.retry': ['Try again', 'حاول مرة أخرى', 'Réessayer', 'Reintentar'],
  'auth.signIn.title': ['Sign in', 'تسجيل الدخول', 'Connexion', 'Iniciar sesión', 'Accedi', '登录'],
  'auth.signIn.email': ['E-mail', 'البريد الإلكتروني', 'E-mail', 'Correo electrónico', 'E-mail', '电子邮件'],
  'auth.signIn.password': ['Password', 'كلمة المرور', 'Mot de passe', 'Contraseña', 'Password', '密码'],
  'auth.signIn.forgot': ['Forgot your password?', 'نسيت كلمة المرور؟', 'Mot de passe oublié ?', '¿Olvidaste tu contraseña?'],
  'auth.signUp.title': ['Create your account', 'أنشئ حسابك', 'Créez votre compte', 'Crea tu cuenta', 'Crea il tuo account'],
  'auth.otp.sent': ['We sent a code to {{destination}}', 'أرسلنا رمزًا إلى {{destination}}', 'Nous avons envoyé un code à {{destination}}'],
  'wallet.title': ['Wallet', 'المحفظة', 'Portefeuille', 'Billetera', 'Portafoglio', '钱包'],
  'wallet.balance': ['Available balance', 'الرصيد المتاح', 'Solde disponible', 'Saldo disponible', 'Saldo disponibile', '可用余额'],
  'wallet.deposit.title': ['Deposit', 'إيداع', 'Dépôt', 'Depositar', 'Deposita', '充值'],
  'wallet.deposit.bankHint': ['Use your reference so we can match your transfer', 'استخدم رقمك المرجعي لنطابق تحويلك', 'Indiquez votre référence pour que nous retrouvions votre virement'],
  'wallet.withdraw.title': ['Withdraw', 'سحب', 'Retrait', 'Retirar', 'Preleva', '提现'],
  'wallet.withdraw.limit': ['You can withdraw up to {{amount}} today', 'يمكنك سحب ما يصل إلى {{amount}} اليوم', "Vous pouvez retirer jusqu'à {{amount}} aujourd'hui", 'Hoy puedes retirar hasta {{amount}}'],
  'wallet.withdraw.fee': ['Fee: {{fee}}', 'الرسوم: {{fee}}', 'Frais : {{fee}}', 'Comisión: {{fee}}', 'Commissione: {{fee}}'],
  'trade.buy': ['Buy', 'شراء', 'Acheter', 'Comprar', 'Compra', '买入'],
  'trade.sell': ['Sell', 'بيع', 'Vendre', 'Vender', 'Vendi', '卖出'],
  'trade.swap': ['Swap', 'مبادلة', 'Échanger', 'Intercambiar', 'Scambia'],
  'trade.limitOrder': ['Limit order', 'أمر محدد', 'Ordre à cours limité', 'Orden limitada'],
  'trade.confirmOrder': ['Confirm your order', 'أكّد أمرك', 'Confirmez votre ordre'],
  'p2p.title': ['P2P trading', 'تداول بين الأفراد', 'Trading P2P', 'Trading P2P', 'Trading P2P', 'P2P 交易'],
  'p2p.dispute.open': ['Open a dispute', 'فتح نزاع', 'Ouvrir un litige', 'Abrir una disputa'],
  'p2p.merchant.verified': ['Verified merchant', 'تاجر موثّق', 'Marchand vérifié'],
  'kyc.title': ['Verify your identity', 'تحقق من هويتك', 'Vérifiez votre identité', 'Verifica tu identidad', 'Verifica la tua identità', '验证身份'],
  'kyc.upload.passport': ['Upload your passport', 'ارفع جواز سفرك', 'Téléversez votre passeport', 'Sube tu pasaporte'],
  'kyc.status.pending': ['Under review', 'قيد المراجعة', 'En cours de vérification', 'En revisión', 'In revisione', '审核中'],
  'earn.staking.title': ['Staking', 'التخزين', 'Staking', 'Staking', 'Staking', '质押'],
  'earn.staking.apy': ['{{apy}}% a year', '{{apy}}% سنويًا', '{{apy}} % par an'],
  'earn.savers.title': ['Savings', 'الادخار', 'Épargne', 'Ahorro'],
  'feed.title': ['Community', 'المجتمع', 'Communauté', 'Comunidad', 'Comunità', '社区'],
  'feed.report': ['Report this post', 'الإبلاغ عن هذا المنشور', 'Signaler cette publication'],
  'settings.language': ['Language', 'اللغة', 'Langue', 'Idioma', 'Lingua', '语言'],
  'settings.notifications': ['Notifications', 'الإشعارات', 'Notifications', 'Notificaciones'],
};
const LANGUAGES = ['en', 'ar', 'fr', 'es', 'it', 'zh'] as const;

/** The six languages (English, Arabic and French switched on) and a few dozen keys, some still missing. */
export async function generateTranslationsDemoData(db: Db) {
  await db.update(translationLanguages).set({ active: true }).where(inArray(translationLanguages.code, ['en', 'ar', 'fr']));
  await db.insert(translationKeys).values(Object.keys(texts).map((key) => ({ key }))).onConflictDoNothing();
  const values = Object.entries(texts).flatMap(([key, byLanguage]) =>
    LANGUAGES.flatMap((language, index) => (byLanguage[index] ? [{ key, language, value: byLanguage[index] }] : [])),
  );
  await db.insert(translationValues).values(values).onConflictDoNothing();
}
