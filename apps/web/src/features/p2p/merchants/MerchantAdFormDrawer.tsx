import { AD_SIDES } from '@exchange/contract/p2p/merchant-rules';
import { COINS, FIATS } from '@exchange/contract/p2p/money-rules';
import type { MerchantAd } from '@exchange/contract/p2p/ads';
import type { MerchantPaymentMethod } from '@exchange/contract/p2p/merchant-payment-methods';
import { Alert, Col, Form, Input, Modal, Radio, Row, Select, type ButtonProps } from 'antd';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { useDrawerSave } from '../../../components/use-drawer-save.ts';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  AD_PAYMENT_METHODS_MAX,
  AD_TERMS_MAX,
  CRYPTO_SCALE,
  FIAT_SCALE,
  adFields,
  adFormValues,
  amountProblem,
  limitsInOrder,
  normalizeAd,
  priceDeviation,
  priceScaleOf,
  priceStepOf,
  type AdFormValues,
} from './ad-form.ts';
import { AdPriceReferenceNote } from './AdPriceReferenceNote.tsx';
import { changedFields } from '../../../components/changed-fields.ts';
import { useAdPriceReference, useCreateMerchantAd, useUpdateMerchantAd } from './merchant-queries.ts';

export interface MerchantAdFormDrawerProps {
  merchantId: string;
  /** The ad to edit; null creates one. */
  ad: MerchantAd | null;
  /** All of the merchant's payment methods; only active ones can be chosen. */
  paymentMethods: readonly MerchantPaymentMethod[];
  paymentMethodsLoading: boolean;
  onClose: () => void;
}

const newAd: Partial<AdFormValues> = { side: 'SELL', coin: 'USDT', paymentMethodIds: [], terms: '' };

/** Create or edit an ad. Mount it only while open, so that every opening starts from the ad as it is. */
export function MerchantAdFormDrawer({ merchantId, ad, paymentMethods, paymentMethodsLoading, onClose }: MerchantAdFormDrawerProps) {
  const { t, i18n } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<AdFormValues>();
  const create = useCreateMerchantAd(merchantId);
  const update = useUpdateMerchantAd(merchantId);
  const saving = create.isPending || update.isPending;
  const [modal, modalHolder] = Modal.useModal();
  const side = Form.useWatch('side', form) ?? ad?.side ?? newAd.side;
  const coin = Form.useWatch('coin', form) ?? ad?.coin;
  const fiat = Form.useWatch('fiat', form) ?? ad?.fiat;
  const price = Form.useWatch('price', form) ?? ad?.price;
  const chosen = Form.useWatch('paymentMethodIds', form) ?? ad?.paymentMethodIds ?? [];
  const reference = useAdPriceReference(side && coin && fiat ? { side, coin, fiat, ...(ad ? { excludeAdId: ad.id } : {}) } : null);
  const deviation = priceDeviation(price, fiat, reference.data?.median);
  const sideText = (value: AdFormValues['side']) => (value === 'BUY' ? t('ads.side.BUY') : t('ads.side.SELL'));
  const priceScale = fiat ? priceScaleOf(fiat) : FIAT_SCALE;

  const activeMethods = paymentMethods.filter((m) => m.isActive);
  // An inactive method the ad already offers stays listed (so the admin sees it and can drop it), but cannot be picked.
  const methodOptions = paymentMethods
    .filter((m) => m.isActive || chosen.includes(m.id))
    .map((m) => ({
      value: m.id,
      label: m.isActive ? m.label : t('ads.form.inactiveMethod', { label: m.label }),
      disabled: !m.isActive,
    }));

  const amountRules = (scale: number, required: string): Rule[] => [
    { required: true, whitespace: true, message: required },
    {
      validator: (_rule, value: string | undefined) => {
        const problem = amountProblem(value, scale);
        if (problem === null) return Promise.resolve();
        return Promise.reject(new Error(problem === 'format' ? t('ads.form.decimals', { scale }) : t('ads.form.positive')));
      },
    },
  ];

  /** A price far from the market is saved only once the admin confirms it (a warning, not a refusal). */
  const confirmFarPrice = async (values: AdFormValues) => {
    const far = priceDeviation(values.price, values.fiat, reference.data?.median);
    if (!far?.far || !reference.data?.median) return true;
    const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, numberingSystem: 'latn' }).format(Math.abs(far.percent));
    return modal.confirm({
      title: t('ads.price.confirmTitle'),
      content: t(far.percent > 0 ? 'ads.price.confirmAbove' : 'ads.price.confirmBelow', {
        price: values.price.trim(),
        fiat: values.fiat,
        percent,
        median: reference.data.median,
        n: reference.data.adCount,
      }),
      okText: t('ads.price.confirmOk'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'ad-price-confirm' } as ButtonProps,
    });
  };

  const onFinish = async (values: AdFormValues) => {
    const input = normalizeAd(values);
    const changesPrice = !ad || input.price !== ad.price || input.fiat !== ad.fiat || input.coin !== ad.coin || input.side !== ad.side;
    if (changesPrice && !(await confirmFarPrice(values))) return;
    if (ad) {
      const changes = changedFields(normalizeAd(adFormValues(ad)), input);
      await save.update(changes, (body) => update.mutateAsync({ id: ad.id, changes: body }), { none: t('ads.form.noChanges'), done: () => t('ads.form.updated') });
    } else {
      await save.create(() => create.mutateAsync(input), () => t('ads.form.created'));
    }
  };

  return (
    <FormDrawer
      title={ad ? t('ads.form.editTitle') : t('ads.form.createTitle')}
      onClose={onClose}
      saving={saving}
      submitLabel={ad ? t('ads.form.save') : t('ads.form.create')}
      size={560}
      testId="ad-form"
      submitTestId="ad-form-submit"
      form={form}
      formName="adForm"
      initialValues={ad ? adFormValues(ad) : newAd}
      onFinish={onFinish}
      fields={adFields}
      before={
        <>
          {modalHolder}
          {!paymentMethodsLoading && activeMethods.length === 0 && (
            <Alert type="warning" showIcon title={t('ads.form.noActiveMethods')} style={{ marginBottom: 16 }} data-testid="ad-form-no-methods" />
          )}
        </>
      }
    >
      <Form.Item name="side" label={t('ads.fields.side')} extra={t('ads.form.sideHint')} rules={[{ required: true, message: t('ads.form.sideRequired') }]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={AD_SIDES.map((side) => ({ value: side, label: side === 'BUY' ? t('ads.side.BUY') : t('ads.side.SELL') }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="coin" label={t('ads.fields.coin')} rules={[{ required: true, message: t('ads.form.coinRequired') }]}>
            <Select options={COINS.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="fiat" label={t('ads.fields.fiat')} rules={[{ required: true, message: t('ads.form.fiatRequired') }]}>
            <Select options={FIATS.map((f) => ({ value: f, label: f }))} placeholder={t('ads.form.fiatPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="price"
        label={t('ads.fields.price')}
        dependencies={['fiat']}
        extra={coin && fiat ? t('ads.form.priceHint', { coin, fiat, scale: priceScale, step: priceStepOf(fiat) }) : undefined}
        rules={amountRules(priceScale, t('ads.form.priceRequired'))}
      >
        <Input inputMode="decimal" autoComplete="off" suffix={fiat} placeholder={fiat ? priceStepOf(fiat).replace(/1$/, '0') : undefined} />
      </Form.Item>
      {coin && fiat && (
        <AdPriceReferenceNote pair={{ side: sideText(side), coin, fiat }} reference={reference.data} loading={reference.isPending} deviation={deviation} />
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="minLimit"
            label={t('ads.fields.minLimit')}
            dependencies={['maxLimit']}
            rules={[
              ...amountRules(FIAT_SCALE, t('ads.form.minLimitRequired')),
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) =>
                  limitsInOrder(value, getFieldValue('maxLimit') as string | undefined)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('ads.form.limitsOrder'))),
              }),
            ]}
          >
            <Input inputMode="decimal" autoComplete="off" suffix={fiat} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="maxLimit" label={t('ads.fields.maxLimit')} rules={amountRules(FIAT_SCALE, t('ads.form.maxLimitRequired'))}>
            <Input inputMode="decimal" autoComplete="off" suffix={fiat} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="availableAmount"
        label={t('ads.fields.availableAmount')}
        rules={amountRules(CRYPTO_SCALE, t('ads.form.availableAmountRequired'))}
      >
        <Input inputMode="decimal" autoComplete="off" suffix={coin} />
      </Form.Item>
      <Form.Item
        name="paymentMethodIds"
        label={t('ads.fields.paymentMethods')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('ads.form.paymentMethodsRequired') },
          { type: 'array', max: AD_PAYMENT_METHODS_MAX, message: t('ads.form.paymentMethodsMax', { max: AD_PAYMENT_METHODS_MAX }) },
        ]}
      >
        <Select
          mode="multiple"
          loading={paymentMethodsLoading}
          options={methodOptions}
          maxCount={AD_PAYMENT_METHODS_MAX}
          placeholder={t('ads.form.paymentMethodsPlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="ad-form-payment-methods"
        />
      </Form.Item>
      <Form.Item name="terms" label={t('ads.fields.terms')} rules={[{ max: AD_TERMS_MAX, message: t('ads.form.termsMax', { max: AD_TERMS_MAX }) }]}>
        <Input.TextArea rows={4} maxLength={AD_TERMS_MAX} showCount />
      </Form.Item>
    </FormDrawer>
  );
}
