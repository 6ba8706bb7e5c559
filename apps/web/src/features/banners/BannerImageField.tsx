import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { BANNER_IMAGE_MAX_BYTES, BANNER_IMAGE_MAX_HEIGHT, BANNER_IMAGE_MAX_WIDTH, BANNER_IMAGE_MIN_HEIGHT, BANNER_IMAGE_MIN_WIDTH } from '@exchange/contract/banners/banner-rules';
import type { BannerImage } from '@exchange/contract/banners/banners';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { uploadBannerImage } from './banner-queries.ts';

interface BannerImageFieldProps {
  /** The uploaded image's id, as the form holds it. */
  value?: string;
  onChange?: (id: string) => void;
  image: BannerImage | undefined;
  onUploaded: (image: BannerImage) => void;
}

/**
 * Picks and uploads a banner image at once, showing it with its pixel size. The server judges the
 * file by its content; a file over the size limit is refused here before it is sent.
 */
export function BannerImageField({ onChange, image, onUploaded }: BannerImageFieldProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const megabytes = BANNER_IMAGE_MAX_BYTES / 1024 / 1024;
  return (
    <Flex vertical gap={8}>
      {image && (
        <img src={image.url} alt="" style={{ maxWidth: '100%', maxHeight: 160, borderRadius: 8, objectFit: 'contain', alignSelf: 'flex-start' }} data-testid="banner-form-image" />
      )}
      <Flex gap={8} align="center" wrap>
        <Upload
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size > BANNER_IMAGE_MAX_BYTES) {
              setProblem(t('banners.form.imageTooLarge', { max: megabytes }));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            if (typeof file === 'string') return;
            setUploading(true);
            setProblem(undefined);
            uploadBannerImage(file, 'name' in file ? file.name : 'banner')
              .then((uploaded) => {
                onUploaded(uploaded);
                onChange?.(uploaded.id);
                onSuccess?.(uploaded);
              })
              .catch((error: unknown) => {
                setProblem(errorMessage(error));
                onError?.(error instanceof Error ? error : new Error(String(error)));
              })
              .finally(() => setUploading(false));
          }}
        >
          <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading} data-testid="banner-form-upload">
            {image ? t('banners.form.replaceImage') : t('banners.form.chooseImage')}
          </Button>
        </Upload>
        {image && (
          <Typography.Text type="secondary" data-testid="banner-form-image-size">
            {t('banners.form.imageFacts', { width: image.width, height: image.height, kb: Math.ceil(image.sizeBytes / 1024) })}
          </Typography.Text>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('banners.form.imageRules', { max: megabytes, minWidth: BANNER_IMAGE_MIN_WIDTH, minHeight: BANNER_IMAGE_MIN_HEIGHT, maxWidth: BANNER_IMAGE_MAX_WIDTH, maxHeight: BANNER_IMAGE_MAX_HEIGHT })}
      </Typography.Text>
      {problem && <Typography.Text type="danger" data-testid="banner-form-image-error">{problem}</Typography.Text>}
    </Flex>
  );
}
