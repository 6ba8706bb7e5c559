import { COURSE_TITLE_MAX, COURSE_TITLE_MIN } from '@exchange/contract/courses/course-rules';
import type { CourseChapter, CourseDetail } from '@exchange/contract/courses/courses';
import { ASSETS, assetScaleOf } from '@exchange/contract/fees/fee-rules';
import { decimalPattern } from '@exchange/contract/p2p/money-rules';
import { Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { NameField } from '../../components/NameFields.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { useSaveQuiz } from './course-queries.ts';
import { QuizQuestionsField } from './QuizQuestionsField.tsx';
import { quizBody, quizFormValues, type QuizFormValues } from './quiz-form.ts';

// The fields the API names in a refusal that have an item here; a refusal about the reward is shown above the form.
const fields = ['title', 'passPercent', 'questions'] as const;

/** Writes a chapter's quiz whole: its title, pass mark, optional reward and questions. Mount it only while open. */
export function QuizFormDrawer({ course, chapter, onClose }: { course: CourseDetail; chapter: CourseChapter; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<QuizFormValues>();
  const send = useSaveQuiz();
  const initial = quizFormValues(chapter.quiz);
  const rewarded = Form.useWatch('rewarded', form) ?? initial.rewarded;
  const asset = Form.useWatch(['reward', 'asset'], form) ?? initial.reward.asset;
  const scale = assetScaleOf(asset);

  const onFinish = (values: QuizFormValues) =>
    save.create(
      () => send.mutateAsync({ chapterId: chapter.id, body: quizBody(values) }),
      () => t(chapter.quiz ? 'courses.quiz.saved' : 'courses.quiz.added', { title: values.title.trim() }),
    );

  return (
    <FormDrawer
      title={chapter.quiz ? t('courses.quiz.editTitle', { title: chapter.title }) : t('courses.quiz.addTitle', { title: chapter.title })}
      onClose={onClose}
      saving={send.isPending}
      submitLabel={chapter.quiz ? t('courses.form.save') : t('courses.quiz.add')}
      size={720}
      testId="quiz-form"
      submitTestId="quiz-form-submit"
      form={form}
      formName="quizForm"
      initialValues={initial}
      onFinish={onFinish}
      fields={fields}
    >
      <NameField name="title" label={t('courses.quiz.titleLabel')} min={COURSE_TITLE_MIN} max={COURSE_TITLE_MAX} requiredKey="courses.form.titleRequired" lengthKey="courses.form.titleLength" autoFocus testId="quiz-form-title" />
      <Flex gap={16} wrap align="start">
        <Form.Item name="passPercent" label={t('courses.quiz.passPercent')} extra={t('courses.quiz.passHint')} rules={[{ required: true, message: t('courses.quiz.passRequired') }]} style={{ width: 200 }}>
          <InputNumber min={1} max={100} precision={0} suffix="%" style={{ width: '100%' }} data-testid="quiz-form-pass" />
        </Form.Item>
        <Form.Item name="rewarded" label={t('courses.quiz.reward')} valuePropName="checked" extra={t('courses.quiz.rewardHint')} style={{ flex: 1, minWidth: 240 }}>
          <Switch checkedChildren={t('courses.quiz.rewardOn')} unCheckedChildren={t('courses.quiz.rewardOff')} data-testid="quiz-form-rewarded" />
        </Form.Item>
      </Flex>
      {rewarded && (
        <Flex gap={12} wrap>
          <Form.Item name={['reward', 'asset']} label={t('courses.quiz.rewardAsset')} style={{ width: 160 }}>
            <Select options={ASSETS.map((a) => ({ value: a, label: a }))} showSearch data-testid="quiz-form-reward-asset" />
          </Form.Item>
          <Form.Item
            name={['reward', 'amount']}
            label={t('courses.quiz.rewardAmount')}
            dependencies={[['reward', 'asset']]}
            style={{ flex: 1, minWidth: 200 }}
            rules={[
              { required: true, whitespace: true, message: t('courses.quiz.amountRequired') },
              {
                validator: (_r, v: string | undefined) =>
                  !v?.trim() || (decimalPattern(scale).test(v.trim()) && /[1-9]/.test(v)) ? Promise.resolve() : Promise.reject(new Error(t('courses.quiz.amountFormat', { scale }))),
              },
            ]}
          >
            <Input dir="ltr" inputMode="decimal" autoComplete="off" suffix={asset} data-testid="quiz-form-reward-amount" />
          </Form.Item>
        </Flex>
      )}
      <QuizQuestionsField language={course.language} />
    </FormDrawer>
  );
}
