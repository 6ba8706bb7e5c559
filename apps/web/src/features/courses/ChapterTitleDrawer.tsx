import { COURSE_TITLE_MAX, COURSE_TITLE_MIN } from '@exchange/contract/courses/course-rules';
import type { CourseChapter } from '@exchange/contract/courses/courses';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../../components/changed-fields.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { NameField } from '../../components/NameFields.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { useAddChapter, useRenameChapter } from './course-queries.ts';

const fields = ['title'] as const;

/** A new chapter (it goes last) or a chapter's new title. Mount it only while open. */
export function ChapterTitleDrawer({ courseId, chapter, onClose }: { courseId: string; chapter: CourseChapter | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<{ title: string }>();
  const add = useAddChapter();
  const rename = useRenameChapter();

  const onFinish = async ({ title }: { title: string }) => {
    const body = { title: title.trim() };
    if (chapter) {
      // The title is the only field: when it changed, the changes are the whole body.
      await save.update(changedFields({ title: chapter.title }, body), () => rename.mutateAsync({ chapterId: chapter.id, body }), {
        none: t('courses.form.noChanges'),
        done: () => t('courses.chapters.renamed', body),
      });
    } else {
      await save.create(() => add.mutateAsync({ courseId, body }), () => t('courses.chapters.added', body));
    }
  };

  return (
    <FormDrawer
      title={chapter ? t('courses.chapters.renameTitle', { title: chapter.title }) : t('courses.chapters.addTitle')}
      onClose={onClose}
      saving={add.isPending || rename.isPending}
      submitLabel={chapter ? t('courses.form.save') : t('courses.chapters.add')}
      size={420}
      testId="chapter-form"
      submitTestId="chapter-form-submit"
      form={form}
      formName="chapterForm"
      initialValues={{ title: chapter?.title ?? '' }}
      onFinish={onFinish}
      fields={fields}
    >
      <NameField name="title" label={t('courses.chapters.titleLabel')} min={COURSE_TITLE_MIN} max={COURSE_TITLE_MAX} requiredKey="courses.form.titleRequired" lengthKey="courses.form.titleLength" autoFocus testId="chapter-form-title" />
    </FormDrawer>
  );
}
