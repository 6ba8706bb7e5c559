// Without zod, so the console can import the codes for the price of the values.

/**
 * The values an error's text may hold, each of a known kind: the console formats each kind its own
 * way (a status by its translated label, a country by its name), the others as they come.
 */
export const ERROR_PARAM_NAMES = [
  /** A status of the record (reward, beneficiary, dispute...): one of the contract's status values. */
  'status',
  /** The status a refused change was asked to reach. */
  'target',
  /** ISO 3166-1 alpha-2 country code. */
  'country',
  /** A policy name (`lean.decide`), or several joined by ", ". */
  'policy',
  'policies',
  /** Bounds: numbers, decimal strings or ISO dates, shown as they are. */
  'min',
  'max',
  /** Decimals allowed. */
  'scale',
  'days',
  /** The allowed values, joined by ", ". */
  'values',
  /** A row of an uploaded file (the header is row 1) and its column's name. */
  'row',
  'column',
  /** An asset's code (USDT, AED). */
  'asset',
  /** A ledger account's bucket or purpose (AVAILABLE, HELD, BANK...). */
  'account',
  /** A crypto network's code within its coin (ERC20, TRC20). */
  'network',
  /** A template variable's name, as written between {{ }}. */
  'variable',
] as const;
export type ErrorParamName = (typeof ERROR_PARAM_NAMES)[number];

/**
 * Every error an answer of the admin API can carry (`error.code`, and `error.details[].code` for a
 * field), with the names of its `params`. The codes are stable: a client may translate them and
 * branch on them; the English `message` beside them may be reworded. `validation.*` are about one
 * field (the detail names it); the others are about the request as a whole unless a detail names
 * a field (a taken e-mail, a wrong current password).
 */
export const ERROR_CODES = {
  // Bad input, field by field (zod's checks map to these generic ones).
  'validation.required': [],
  'validation.invalidType': [],
  'validation.invalidFormat': [],
  'validation.invalidEmail': [],
  'validation.invalidDate': [],
  'validation.notAllowed': [],
  'validation.unknownField': [],
  'validation.invalid': [],
  'validation.tooShort': ['min'],
  'validation.tooLong': ['max'],
  'validation.tooSmall': ['min'],
  'validation.tooLarge': ['max'],
  'validation.tooFew': ['min'],
  'validation.tooMany': ['max'],
  'validation.decimal': ['scale'],
  'validation.positive': [],
  'validation.notNegative': [],
  'validation.between': ['min', 'max'],
  'validation.dateOutOfRange': ['min', 'max'],
  'validation.endBeforeStart': [],
  'validation.rangeTooLong': ['days'],
  'validation.minAboveMax': [],
  'validation.maxBelowMin': [],
  'validation.belowMin': ['min'],
  'validation.aboveMax': ['max'],
  'validation.passwordMismatch': [],
  'validation.passwordUnchanged': [],
  'validation.reasonRequired': [],
  'validation.noChanges': [],
  'validation.unstorableText': [],
  'validation.oneOf': ['values'],
  'validation.pageTooDeep': ['max'],
  /** A date that must lie ahead (a voucher batch's expiry, a campaign's end). */
  'validation.mustBeFuture': [],

  // The request itself.
  'request.malformed': [],
  'request.tooLarge': [],
  'request.unsupportedMediaType': [],
  'request.refused': [],
  'route.notFound': [],
  'server.internal': [],

  // Signing in, sessions, two-factor.
  'auth.signInRequired': [],
  'auth.sessionExpired': [],
  'auth.invalidCredentials': [],
  'auth.tooManyAttempts': [],
  'auth.secondFactorRequired': [],
  'auth.secondFactorOnly': [],
  'auth.signInMismatch': [],
  'auth.invalidOtp': [],
  'auth.otpReused': [],
  'auth.wrongPassword': [],
  'auth.twoFactorSetupRequired': [],
  'auth.twoFactorAlreadyEnabled': [],
  'auth.twoFactorNotEnabled': [],
  'auth.qrCodeFirst': [],
  'auth.linkInvalid': [],
  'auth.accessRequestPending': [],
  'auth.accessRequestRefused': [],
  'auth.ipNotAllowed': [],

  // Access control.
  'access.policyRequired': ['policy'],
  'access.grantNotHeld': ['policies'],
  'access.superAdminOnly': [],
  'access.superGroupOnly': [],
  'accessRequest.notFound': [],
  'accessRequest.alreadyApproved': [],
  'accessRequest.alreadyRefused': [],
  'admin.notFound': [],
  'admin.emailTaken': [],
  'admin.deactivated': [],
  'admin.passwordAlreadySet': [],
  'admin.passwordNotSet': [],
  'admin.notLocked': [],
  'admin.cannotUnlockSelf': [],
  'admin.cannotDeactivateSelf': [],
  'admin.lastSuperAdmin': [],
  'admin.sessionNotFound': [],
  'group.notFound': [],
  'group.nameTaken': [],
  'group.builtinKeepsName': [],
  'group.superGroupFixed': [],
  'group.unknown': [],
  'group.builtinRequired': [],

  // Logs.
  'logDownload.gone': [],
  'logDownload.notAllowed': [],

  // P2P.
  'merchant.notFound': [],
  'merchant.emailTaken': [],
  'merchant.inactiveCannotGoOnline': [],
  'merchantPaymentMethod.notFound': [],
  'merchantPaymentMethod.archived': [],
  'merchantPaymentMethod.notArchived': [],
  'ad.notFound': [],
  'ad.archived': [],
  'ad.notArchived': [],
  'ad.paymentMethodsInvalid': [],
  'ad.merchantInactive': [],
  'transaction.notFound': [],
  'transaction.alreadyApproved': [],
  'transaction.alreadyRejected': [],
  'transaction.noWithdrawal': [],
  'transaction.withdrawalAlreadyApproved': [],
  'transaction.withdrawalAlreadyRejected': [],
  'transaction.fourEyes': [],
  'order.notFound': [],
  'dispute.notFound': [],
  'dispute.partyNotFound': [],
  'dispute.wrongTransition': ['status', 'target'],
  'dispute.changedMeanwhile': [],
  'dispute.orderNotDisputed': [],
  'dispute.assigneeNotFound': [],
  'dispute.closed': [],

  // Payments.
  'paymentMethod.notFound': [],
  'paymentMethod.nameTaken': [],
  'paymentMethodLimit.notFound': [],
  'paymentMethodLimit.archived': [],
  'paymentMethodLimit.notArchived': [],
  'paymentMethodLimit.depositExists': ['country'],
  'paymentMethodLimit.withdrawalExists': ['country'],
  'beneficiary.notFound': [],
  'beneficiary.reasonRequiredHighRisk': [],
  'beneficiary.wrongStatus': ['status', 'target'],
  'lean.notFound': [],
  'lean.notConfirmed': [],
  'lean.failed': [],
  'lean.alreadyApproved': [],
  'lean.alreadyRejected': [],
  'lean.needsSecondApproval': [],
  'lean.firstApprovalMissing': [],
  'lean.fourEyes': [],

  // Referrals.
  'reward.notFound': [],
  'reward.cannotApprove': ['status'],
  'reward.cannotHold': ['status'],
  'reward.cannotReject': ['status'],
  'reward.alreadyDisbursed': [],
  'reward.notApproved': ['status'],
  'reward.fourEyes': [],

  // Customers.
  'customer.notFound': [],
  /** A change the account's state (in force) does not allow: `status` is that state, `target` the one asked for. */
  'customer.wrongState': ['status', 'target'],
  'customer.closed': [],
  'customer.untilInPast': [],
  'customer.alreadyBlocked': [],
  'customer.notBlocked': [],
  'screening.csvEmpty': [],
  'screening.csvColumns': ['values'],
  'screening.csvMalformed': ['row'],
  'screening.csvTooManyRows': ['max'],
  'screening.csvRequired': ['row', 'column'],
  'screening.csvTooLong': ['row', 'column', 'max'],
  'screening.csvBadDate': ['row', 'column'],
  'screening.csvBadCountry': ['row', 'column'],
  'screening.caseNotFound': [],
  'screening.caseDecided': ['status'],
  'screening.providerFailed': [],
  'country.alreadySet': ['country'],
  'viewAs.otpTooSoon': [],
  'viewAs.otpMissing': [],
  'viewAs.otpWrong': ['max'],
  'viewAs.otpDead': [],
  'viewAs.proofInvalid': [],
  // KYC and bank accounts.
  'kycRequest.notFound': [],
  'kycRequest.wrongStatus': ['status', 'target'],
  'kycDocument.notFound': [],
  'kycDocument.fileRequired': [],
  'kycDocument.unsupportedType': [],
  'kycDocument.tooLarge': ['max'],
  'bankAccount.notFound': [],
  'bankAccount.wrongStatus': ['status', 'target'],
  // Fees, taxes and withdrawal limits.
  'feeSchedule.notFound': [],
  'feeSchedule.duplicate': [],
  'feeSchedule.alreadyActive': [],
  'feeSchedule.alreadyInactive': [],
  'taxRule.notFound': [],
  'taxRule.duplicate': [],
  'taxRule.alreadyActive': [],
  'taxRule.alreadyInactive': [],
  'limitOverride.notFound': [],
  'limitOverride.expiryInPast': [],
  'limitOverride.changedMeanwhile': [],
  // Fiat deposits and withdrawals.
  'fiatDeposit.notFound': [],
  'fiatDeposit.wrongStatus': ['status', 'target'],
  'fiatDeposit.fourEyes': [],
  'fiatDeposit.referenceTaken': [],
  'fiatDeposit.statementLineUsed': [],
  'fiatDeposit.customerNotActive': ['status'],
  'fiatDeposit.countryNotAllowed': ['country'],
  'fiatWithdrawal.notFound': [],
  'fiatWithdrawal.wrongStatus': ['status', 'target'],
  'fiatWithdrawal.fourEyes': [],
  'fiatWithdrawal.holdsNotAcknowledged': [],
  'fiatWithdrawal.accountNotActive': ['status'],
  'fiatWithdrawal.withdrawalsBlocked': [],
  'fiatWithdrawal.countryNotAllowed': ['country'],
  'fiatWithdrawal.bankAccountNotVerified': ['status'],
  'fiatWithdrawal.bankAccountNotCustomers': [],
  'fiatWithdrawal.currencyMismatch': [],
  // Ledger, reimbursements, sub-accounts.
  /** A customer's balance in `account` (AVAILABLE or HELD) of `asset` would go below zero. */
  'ledger.insufficientFunds': ['asset', 'account'],
  /** This kind of entry was posted for this source already (a deposit credited twice). */
  'ledger.alreadyPosted': [],
  'reconciliation.notFound': [],
  'reimbursement.notFound': [],
  'reimbursement.decided': ['status'],
  'reimbursement.fourEyes': [],
  'reimbursement.subAccountClosed': [],
  'subAccount.notFound': [],
  'subAccount.nameTaken': [],
  'subAccount.closed': [],
  'subAccount.notEmpty': [],
  // Saved views of lists.
  'savedView.notFound': [],
  'savedView.nameTaken': [],
  /** Only the admin who saved a view changes or deletes it; the others use it. */
  'savedView.notOwner': [],
  /** A view is shared with the admin's own groups only. */
  'savedView.notYourGroup': [],
  // Alert rules.
  'alerts.ruleNotFound': [],
  'alerts.ruleNameTaken': [],
  // Crypto coins, networks, deposits, withdrawals and whitelists.
  'crypto.coinNotFound': [],
  'crypto.networkNotFound': [],
  'crypto.coinInactive': ['asset'],
  'crypto.depositsDisabled': ['asset', 'network'],
  'crypto.withdrawalsDisabled': ['asset', 'network'],
  'crypto.belowMinimum': ['min', 'asset'],
  'crypto.aboveMaximum': ['max', 'asset'],
  'cryptoDeposit.notFound': [],
  'cryptoDeposit.wrongStatus': ['status', 'target'],
  'cryptoDeposit.fourEyes': [],
  'cryptoDeposit.conflictingReport': [],
  'cryptoDeposit.exchangeAddress': [],
  'cryptoDeposit.alreadyKnown': ['status'],
  'cryptoWithdrawal.notFound': [],
  'cryptoWithdrawal.wrongStatus': ['status', 'target'],
  'cryptoWithdrawal.fourEyes': [],
  'cryptoWithdrawal.holdsNotAcknowledged': [],
  'cryptoWithdrawal.notWhitelisted': [],
  'cryptoWithdrawal.exchangeAddress': [],
  'cryptoWithdrawal.txHashMismatch': [],
  'cryptoWithdrawal.alreadyRetried': [],
  'cryptoWhitelist.notFound': [],
  'cryptoWhitelist.exists': [],
  'cryptoWhitelist.exchangeAddress': [],
  // Spot orders (Trades, Limit Orders) and the matching engine's reports of them.
  'tradeOrder.notFound': [],
  /** Cancelling (or filling) an order that is FILLED or CANCELLED already. */
  'tradeOrder.wrongStatus': ['status', 'target'],
  /** A new order for an account that is not ACTIVE. */
  'tradeOrder.accountNotActive': ['status'],
  'tradeOrder.tradingBlocked': [],
  /** A fill larger than what the order has left to fill. */
  'tradeOrder.overfilled': ['max', 'asset'],
  /** A fill whose cost is more than the order still holds (a BUY filled above its price). */
  'tradeOrder.overspent': ['max', 'asset'],
  // OTP Dashboard Settings and the OTP service's reports.
  'otp.alreadySet': [],
  /** Switching off the only method an operation has left. */
  'otp.lastMethod': [],
  /** A code reported sent by a method switched off for its operation. */
  'otp.methodOff': [],
  'fexAddress.notFound': [],
  'fexAddress.exists': [],
  // The integration API (/platform/...) and its console screens.
  'integration.apiKeyRequired': [],
  /** Unknown or revoked: the same answer, so a caller learns nothing about keys it does not hold. */
  'integration.apiKeyInvalid': [],
  /** The service account lacks the scope named in `values`. */
  'integration.scopeRequired': ['values'],
  /** The Idempotency-Key was used with another request (method, path or body). */
  'integration.idempotencyKeyReused': [],
  /** A webhook URL whose host is or resolves to a loopback, private or link-local address. */
  'integration.webhookUrlInternal': [],
  'serviceAccount.notFound': [],
  'serviceAccount.nameTaken': [],
  'serviceAccount.revoked': [],
  'webhookEndpoint.notFound': [],
  'webhookDelivery.notFound': [],
  // Crypto bundles.
  'bundle.notFound': [],
  'bundle.nameTaken': [],
  /** The weights of the basket do not add up to exactly 100 (named on `coins`). */
  'bundle.weightsSum': [],
  'bundle.duplicateCoin': ['asset'],
  /** The coin is switched off in Manage Crypto Coins: a bundle cannot take it in, nor be activated with it. */
  'bundle.coinInactive': ['asset'],
  // Staking.
  'staking.providerNotFound': [],
  'staking.protocolNotFound': [],
  'staking.durationNotFound': [],
  'staking.stakeNotFound': [],
  'staking.providerNameTaken': [],
  /** Another protocol of the same provider has this name. */
  'staking.protocolNameTaken': [],
  /** The protocol has a duration of this many days already (named on `days`). */
  'staking.durationExists': [],
  /** A new stake, or activating a protocol, under a provider that is INACTIVE. */
  'staking.providerInactive': [],
  /** A new stake, or activating a duration, under a protocol that is INACTIVE. */
  'staking.protocolInactive': [],
  /** A new stake on a duration that is INACTIVE. */
  'staking.durationInactive': [],
  /** The coin is switched off in Manage Crypto Coins: it takes no new stakes or savings. */
  'staking.coinInactive': ['asset'],
  /** The customer's account is not ACTIVE (`status`): no new stake or saving. */
  'staking.accountNotActive': ['status'],
  // Savers.
  'saver.notFound': [],
  /** Another savers product has this coin (named on `coin`). */
  'saver.coinTaken': [],
  /** The product is INACTIVE: it takes no new savings. */
  'saver.inactive': [],
  // Liquidity Monitoring.
  /** A reported balance's `observedAt` lies in the future. */
  'liquidity.observedInFuture': [],
  // Leads (the leads API).
  'lead.notFound': [],
  /** The move is not the next step of the lead's pipeline from its current `status`. */
  'lead.transitionNotAllowed': ['status'],
  /** The lead became a customer already: it is not converted twice. */
  'lead.alreadyConverted': [],
  /** Only a QUALIFIED lead converts (its `status` is another). */
  'lead.notQualified': ['status'],
  /** A customer has the lead's e-mail already (named on `email`). */
  'lead.customerEmailTaken': [],
  /** The owner named is not an active admin (named on `ownerId`). */
  'lead.ownerNotFound': [],
  /** Another lead has this e-mail (named on `email`). */
  'lead.emailTaken': [],
  // Growth: gift vouchers, campaigns and donations.
  'voucher.notFound': [],
  /** No batch has this code (404): mistyped, or never issued. */
  'voucher.unknownCode': [],
  'voucher.alreadyRedeemed': [],
  'voucher.expired': [],
  /** The batch was revoked: its unredeemed codes are dead. */
  'voucher.revoked': [],
  /** The batch is paused: try again once it is resumed. */
  'voucher.paused': [],
  /** The customer redeemed as many codes of this batch as its per-customer cap allows (`max`). */
  'voucher.capReached': ['max'],
  /** What the batch may still credit is less than one code's amount. */
  'voucher.budgetExhausted': [],
  'voucher.cannotPause': ['status'],
  'voucher.cannotResume': ['status'],
  'voucher.cannotRevoke': ['status'],
  'donation.causeNotFound': [],
  /** The cause is closed: it takes no donations and no more edits. */
  'donation.causeClosed': [],
  'campaign.notFound': [],
  'campaign.rewardNotFound': [],
  /** Rewards are granted while the campaign runs (its phase is `status`). */
  'campaign.notRunning': ['status'],
  /** The customer is outside the campaign's target: `values` names the rules failed (COUNTRY, KYC_LEVEL, NOT_NEW, NOT_ACTIVE). */
  'campaign.notEligible': ['values'],
  'campaign.alreadyGranted': [],
  'campaign.cannotApprove': ['status'],
  'campaign.cannotReject': ['status'],
  'campaign.notApproved': ['status'],
  /** Four-eyes: the admin who approved a reward cannot disburse it. */
  'campaign.fourEyes': [],
  // Redis Explorer.
  /** REDIS_URL is not set: the explorer has no Redis to look at (503). */
  'redis.notConfigured': [],
  /** Redis does not answer or refused the command (503). */
  'redis.unavailable': [],
  'redis.keyNotFound': [],
  /** The key was replaced by one of another type since the admin looked at it: look again before deleting. */
  'redis.keyChanged': [],
  // Content: announcements, app banners, e-mail templates.
  'announcement.notFound': [],
  /** The announcement is `status`: it cannot be edited, or moved to `target`. */
  'announcement.wrongStatus': ['status', 'target'],
  /** Publishing one whose end has passed: it would never show. */
  'announcement.endPassed': [],
  'banner.notFound': [],
  'bannerImage.notFound': [],
  'bannerImage.fileRequired': [],
  /** Not a PNG, JPEG or WebP by its content, whatever its name or declared type. */
  'bannerImage.unsupportedType': [],
  'bannerImage.tooLarge': ['max'],
  /** The image's pixel size is outside the bounds (`min` and `max` as WIDTHxHEIGHT). */
  'bannerImage.badDimensions': ['min', 'max'],
  /** A reorder that does not name exactly the language's banners: the list changed meanwhile. */
  'banner.orderStale': [],
  /** The template uses a variable its event does not declare. */
  'emailTemplate.unknownVariable': ['variable'],
  /** The template is not valid mustache, or uses a tag this renderer refuses (partials, delimiters). */
  'emailTemplate.syntax': [],
  /** Reset asked for a language that holds no stored template. */
  'emailTemplate.notCustomized': [],
  // The social feed: customers' posts and comments, and their moderation.
  'post.notFound': [],
  'postComment.notFound': [],
  /** The post already has the status the moderation leads to (hidden twice, restored while visible). */
  'post.wrongStatus': ['status', 'target'],
  'postComment.wrongStatus': ['status', 'target'],
  /** A comment or a report on a post that is not VISIBLE: customers no longer see it. */
  'post.notVisible': [],
  /** This customer has reported this post before: a post counts one report per customer. */
  'post.alreadyReported': [],
  // Translation: the customer app's languages and texts.
  'translation.languageNotFound': [],
  'translation.keyNotFound': [],
  /** English is the base language: every key is written in it first, so it stays active. */
  'translation.baseLanguageRequired': [],
  'translation.fileRequired': [],
  /** The uploaded file is not JSON, or not an object of texts (nested or flat). */
  'translation.badJson': [],
  /** A key of the file is not dot-separated names of letters, digits, _ and -, or a value is not a text. */
  'translation.badKey': [],
  'translation.tooManyKeys': ['max'],
  // Courses: chapters, topics and quizzes, and the customers' attempts.
  'course.notFound': [],
  'courseChapter.notFound': [],
  'courseTopic.notFound': [],
  'courseQuiz.notFound': [],
  /** A published course is changed only after it goes back to draft. */
  'course.published': [],
  /** Publish of a published course, back to draft of a draft one, an attempt on a quiz of a draft course. */
  'course.wrongStatus': ['status', 'target'],
  /** Publish of a course without chapters, or with a chapter without topics. */
  'course.noChapters': [],
  'course.emptyChapter': [],
  /** A course holds at most `max` chapters, a chapter at most `max` topics. */
  'course.tooMany': ['max'],
  /** A reorder that does not name exactly the course's chapters (or the chapter's topics): it changed meanwhile. */
  'course.orderStale': [],
  /** Customers have attempted this quiz: it (and its chapter and course) stays, so their results keep their meaning. */
  'courseQuiz.hasAttempts': [],
  /** An attempt gives one answer per question: `max` answers, each the index of one of its question's choices. */
  'courseQuiz.badAnswers': ['max'],
} as const satisfies Record<string, readonly ErrorParamName[]>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** What an answer carries in `params`: names and values, the values shown as they are or formatted by kind. */
export type ErrorParamValues = Readonly<Partial<Record<ErrorParamName, string | number>>>;
/** The params a code needs, each of them. */
export type ErrorParams<C extends ErrorCode> = { readonly [K in (typeof ERROR_CODES)[C][number]]: string | number };
/** A code's params as the rest arguments of a function: none for a code without params. */
export type ErrorParamsArg<C extends ErrorCode> = (typeof ERROR_CODES)[C] extends readonly [] ? [] : [params: ErrorParams<C>];

export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ERROR_CODES, value);
export const isErrorParamName = (value: string): value is ErrorParamName => (ERROR_PARAM_NAMES as readonly string[]).includes(value);
