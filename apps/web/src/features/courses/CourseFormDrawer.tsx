import { COURSE_DESCRIPTION_MAX, COURSE_TITLE_MAX, COURSE_TITLE_MIN } from '@exchange/contract/courses/course-rules';
import type { Course, CourseDetail } from '@exchange/contract/courses/courses';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@exchange/contract/platform/content-languages';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../../components/changed-fields.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { DescriptionField, NameField } from '../../components/NameFields.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { LANGUAGE_NAMES } from '../announcements/announcement-text-keys.ts';
import { useCreateCourse, useUpdateCourse } from './course-queries.ts';

interface CourseFormValues {
  title: string;
  description: string;
  language: ContentLanguage;
}

const fields = ['title', 'description', 'language'] as const;

/**
 * A new course (then `onCreated` opens it in the editor) or a draft's details. Mount it only while
 * open.
 */
export function CourseFormDrawer({ course, onClose, onCreated }: { course: Course | null; onClose: () => void; onCreated?: (course: CourseDetail) => void }) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<CourseFormValues>();
  const create = useCreateCourse();
  const update = useUpdateCourse();

  const onFinish = async (values: CourseFormValues) => {
    const next = { title: values.title.trim(), description: (values.description ?? '').trim(), language: values.language };
    if (course) {
      const before = { title: course.title, description: course.description, language: course.language };
      await save.update(changedFields(before, next), (body) => update.mutateAsync({ id: course.id, body }), {
        none: t('courses.form.noChanges'),
        done: (saved) => t('courses.form.saved', { title: saved.title }),
      });
    } else {
      await save.create(
        async () => {
          const saved = await create.mutateAsync(next);
          onCreated?.(saved);
          return saved;
        },
        (saved) => t('courses.form.created', { title: saved.title }),
      );
    }
  };

  return (
    <FormDrawer
      title={course ? t('courses.form.editTitle', { title: course.title }) : t('courses.form.createTitle')}
      onClose={onClose}
      saving={create.isPending || update.isPending}
      submitLabel={course ? t('courses.form.save') : t('courses.form.create')}
      testId="course-form"
      submitTestId="course-form-submit"
      form={form}
      formName="courseForm"
      initialValues={{ title: course?.title ?? '', description: course?.description ?? '', language: course?.language ?? 'en' }}
      onFinish={onFinish}
      fields={fields}
    >
      <NameField name="title" label={t('courses.fields.title')} min={COURSE_TITLE_MIN} max={COURSE_TITLE_MAX} requiredKey="courses.form.titleRequired" lengthKey="courses.form.titleLength" autoFocus testId="course-form-title" />
      <DescriptionField label={t('courses.fields.description')} max={COURSE_DESCRIPTION_MAX} rows={3} testId="course-form-description" />
      <Form.Item name="language" label={t('courses.fields.language')} extra={t('courses.form.languageHint')}>
        <Select options={CONTENT_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} data-testid="course-form-language" />
      </Form.Item>
    </FormDrawer>
  );
}
