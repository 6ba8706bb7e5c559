import { COURSE_TITLE_MAX, COURSE_TITLE_MIN, TOPIC_BODY_MAX, TOPIC_VIDEO_URL_MAX } from '@exchange/contract/courses/course-rules';
import type { CourseDetail, CourseTopic } from '@exchange/contract/courses/courses';
import { isRightToLeft } from '@exchange/contract/platform/content-languages';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../../components/changed-fields.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { NameField } from '../../components/NameFields.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { useAddTopic, useUpdateTopic } from './course-queries.ts';

interface TopicFormValues {
  title: string;
  body: string;
  videoUrl: string;
  chapterId: string;
}

const fields = ['title', 'body', 'videoUrl', 'chapterId'] as const;

const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';

/**
 * A new topic (it goes last in its chapter) or a topic's title, text, video and chapter (moved to
 * another, it goes last there). Mount it only while open.
 */
export function TopicFormDrawer({ course, chapterId, topic, onClose }: { course: CourseDetail; chapterId: string; topic: CourseTopic | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<TopicFormValues>();
  const add = useAddTopic();
  const update = useUpdateTopic();
  // The text is written in the course's language: Arabic is typed right to left.
  const dir = isRightToLeft(course.language) ? 'rtl' : 'auto';

  const onFinish = async (values: TopicFormValues) => {
    const next = { title: values.title.trim(), body: values.body.trim(), videoUrl: values.videoUrl?.trim() || null };
    if (topic) {
      const before = { title: topic.title, body: topic.body, videoUrl: topic.videoUrl, chapterId };
      const changes = changedFields(before, { ...next, chapterId: values.chapterId });
      await save.update(changes, (body) => update.mutateAsync({ topicId: topic.id, body }), {
        none: t('courses.form.noChanges'),
        done: () => t('courses.topics.saved', { title: next.title }),
      });
    } else {
      await save.create(() => add.mutateAsync({ chapterId, body: next }), () => t('courses.topics.added', { title: next.title }));
    }
  };

  return (
    <FormDrawer
      title={topic ? t('courses.topics.editTitle', { title: topic.title }) : t('courses.topics.addTitle')}
      onClose={onClose}
      saving={add.isPending || update.isPending}
      submitLabel={topic ? t('courses.form.save') : t('courses.topics.add')}
      size={640}
      testId="topic-form"
      submitTestId="topic-form-submit"
      form={form}
      formName="topicForm"
      initialValues={{ title: topic?.title ?? '', body: topic?.body ?? '', videoUrl: topic?.videoUrl ?? '', chapterId }}
      onFinish={onFinish}
      fields={fields}
    >
      <NameField name="title" label={t('courses.topics.title')} min={COURSE_TITLE_MIN} max={COURSE_TITLE_MAX} requiredKey="courses.form.titleRequired" lengthKey="courses.form.titleLength" autoFocus testId="topic-form-title" />
      <Form.Item name="body" label={t('courses.topics.body')} rules={[{ required: true, whitespace: true, message: t('courses.topics.bodyRequired') }]}>
        <Input.TextArea dir={dir} lang={course.language} autoSize={{ minRows: 8, maxRows: 20 }} maxLength={TOPIC_BODY_MAX} showCount data-testid="topic-form-body" />
      </Form.Item>
      <Form.Item
        name="videoUrl"
        label={t('courses.topics.videoUrl')}
        extra={t('courses.topics.videoHint')}
        rules={[{ validator: (_r, v: string | undefined) => (!v?.trim() || isHttps(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('courses.topics.videoHttps')))) }]}
      >
        <Input dir="ltr" inputMode="url" maxLength={TOPIC_VIDEO_URL_MAX} autoComplete="off" data-testid="topic-form-video" />
      </Form.Item>
      {topic && course.chapters.length > 1 && (
        <Form.Item name="chapterId" label={t('courses.topics.chapter')} extra={t('courses.topics.chapterHint')}>
          <Select
            options={course.chapters.map((c, index) => ({ value: c.id, label: `${t('courses.chapters.number', { n: index + 1 })}: ${c.title}` }))}
            data-testid="topic-form-chapter"
          />
        </Form.Item>
      )}
    </FormDrawer>
  );
}
