import { BANNER_LINK_MAX, BANNER_TITLE_MAX } from '@exchange/contract/banners/banner-rules';
import type { Banner, BannerImage } from '@exchange/contract/banners/banners';
import type { ContentLanguage } from '@exchange/contract/platform/content-languages';
import { isRightToLeft } from '@exchange/contract/platform/content-languages';
import { DatePicker, Flex, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useCreateBanner, useUpdateBanner } from './banner-queries.ts';
import { BannerImageField } from './BannerImageField.tsx';

interface BannerFormValues {
  imageId?: string;
  title: string;
  linkUrl: string;
  startsAt: Dayjs;
  endsAt: Dayjs | null;
}

const bannerFields = ['imageId', 'title', 'linkUrl', 'startsAt', 'endsAt'] as const;

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Add a banner to a language's carousel (it goes last) or edit one: image, title, https link, schedule. */
export function BannerFormDrawer({ language, banner, onClose }: { language: ContentLanguage; banner: Banner | null; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<BannerFormValues>();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const [image, setImage] = useState<BannerImage | undefined>(banner?.image);
  const initial: BannerFormValues = banner
    ? { imageId: banner.image.id, title: banner.title, linkUrl: banner.linkUrl, startsAt: dayjs(banner.startsAt), endsAt: banner.endsAt ? dayjs(banner.endsAt) : null }
    : { title: '', linkUrl: 'https://', startsAt: dayjs().startOf('minute'), endsAt: null };

  const onFinish = async (values: BannerFormValues) => {
    const body = { title: values.title.trim(), linkUrl: values.linkUrl.trim(), imageId: values.imageId ?? '', startsAt: values.startsAt.toISOString(), endsAt: values.endsAt ? values.endsAt.toISOString() : null };
    if (banner) {
      await update.mutateAsync({ id: banner.id, body });
      void message.success(t('banners.form.updated', { title: body.title }));
    } else {
      await create.mutateAsync({ language, ...body });
      void message.success(t('banners.form.created', { title: body.title }));
    }
    onClose();
  };

  return (
    <FormDrawer
      title={banner ? t('banners.form.editTitle', { title: banner.title }) : t('banners.form.createTitle')}
      onClose={onClose}
      saving={create.isPending || update.isPending}
      submitLabel={banner ? t('banners.form.save') : t('banners.form.create')}
      size={560}
      testId="banner-form"
      submitTestId="banner-form-submit"
      form={form}
      formName="bannerForm"
      initialValues={initial}
      onFinish={onFinish}
      fields={bannerFields}
    >
      <Form.Item name="imageId" label={t('banners.fields.image')} rules={[{ required: true, message: t('banners.form.imageRequired') }]}>
        <BannerImageField image={image} onUploaded={setImage} />
      </Form.Item>
      <Form.Item name="title" label={t('banners.fields.title')} extra={t('banners.form.titleHint')} rules={[{ required: true, whitespace: true, message: t('banners.form.titleRequired') }]}>
        <Input dir={isRightToLeft(language) ? 'rtl' : 'auto'} maxLength={BANNER_TITLE_MAX} autoComplete="off" data-testid="banner-form-title" />
      </Form.Item>
      <Form.Item
        name="linkUrl"
        label={t('banners.fields.link')}
        rules={[
          { required: true, whitespace: true, message: t('banners.form.linkRequired') },
          { validator: (_r, v: string | undefined) => (!v?.trim() || isHttps(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('banners.form.linkHttps')))) },
        ]}
      >
        <Input dir="ltr" inputMode="url" maxLength={BANNER_LINK_MAX} autoComplete="off" data-testid="banner-form-link" />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item name="startsAt" label={t('banners.fields.startsAt')} rules={[{ required: true, message: t('banners.form.startRequired') }]} style={{ flex: 1, minWidth: 200 }}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid="banner-form-starts" />
        </Form.Item>
        <Form.Item
          name="endsAt"
          label={t('banners.fields.endsAt')}
          dependencies={['startsAt']}
          style={{ flex: 1, minWidth: 200 }}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, value: Dayjs | null) => {
                const start = getFieldValue('startsAt') as Dayjs | undefined;
                return !value || !start || value.isAfter(start) ? Promise.resolve() : Promise.reject(new Error(t('banners.form.endAfterStart')));
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} placeholder={t('banners.form.noEnd')} data-testid="banner-form-ends" />
        </Form.Item>
      </Flex>
    </FormDrawer>
  );
}
