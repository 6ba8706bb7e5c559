import { CloudUploadOutlined, DeleteOutlined, EditOutlined, RollbackOutlined } from '@ant-design/icons';
import type { CourseDetail } from '@exchange/contract/courses/courses';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { LANGUAGE_NAMES } from '../announcements/announcement-text-keys.ts';
import { useDeleteCourse, useMoveCourseToDraft, usePublishCourse } from './course-queries.ts';

/**
 * A draft is edited, published or deleted; a published course only goes back to draft, with a
 * reason. A refusal (no chapters yet, a chapter without topics) is said in the console's language.
 */
export function CourseActions({ course, onEdit }: { course: CourseDetail; onEdit: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const publish = usePublishCourse();
  const toDraft = useMoveCourseToDraft();
  const remove = useDeleteCourse();
  const title = { title: course.title };

  if (course.status === 'PUBLISHED') {
    return (
      <ConfirmReasonButton
        icon={<RollbackOutlined />}
        label={t('courses.actions.draft')}
        title={t('courses.actions.draftTitle', title)}
        description={t('courses.actions.draftBody')}
        okText={t('courses.actions.draft')}
        reason="required"
        reasonLabel={t('courses.actions.reason')}
        onConfirm={(reason) => toDraft.mutateAsync({ id: course.id, reason: reason ?? '' })}
        successMessage={t('courses.actions.drafted', title)}
        testId="course-draft"
      />
    );
  }
  return (
    <Space wrap>
      <Button icon={<EditOutlined />} onClick={onEdit} data-testid="course-edit">
        {t('courses.actions.edit')}
      </Button>
      <ConfirmReasonButton
        danger
        icon={<DeleteOutlined />}
        label={t('courses.actions.delete')}
        title={t('courses.actions.deleteTitle', title)}
        description={t('courses.actions.deleteBody')}
        okText={t('courses.actions.delete')}
        onConfirm={async () => {
          await remove.mutateAsync(course.id);
          void navigate('/courses');
        }}
        successMessage={t('courses.actions.deleted', title)}
        testId="course-delete"
      />
      <ConfirmReasonButton
        type="primary"
        icon={<CloudUploadOutlined />}
        label={t('courses.actions.publish')}
        title={t('courses.actions.publishTitle', title)}
        description={t('courses.actions.publishBody', { language: LANGUAGE_NAMES[course.language] })}
        okText={t('courses.actions.publish')}
        onConfirm={() => publish.mutateAsync(course.id)}
        successMessage={t('courses.actions.published', title)}
        testId="course-publish"
      />
    </Space>
  );
}
