import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUIZ_CHOICE_MAX, QUIZ_CHOICES_MAX, QUIZ_CHOICES_MIN, QUIZ_QUESTION_MAX, QUIZ_QUESTIONS_MAX } from '@exchange/contract/courses/course-rules';
import { isRightToLeft, type ContentLanguage } from '@exchange/contract/platform/content-languages';
import { Button, Card, Flex, Form, Input, Radio, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { blankQuestion, correctAfterRemoval, hasRepeatedChoice } from './quiz-form.ts';

/** One question: its text, its choices, and the radio that marks the right one. */
function QuestionFields({ name, index, language, onRemove, removable }: { name: number; index: number; language: ContentLanguage; onRemove: () => void; removable: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const dir = isRightToLeft(language) ? 'rtl' : 'auto';
  const n = { n: index + 1 };
  return (
    <Card
      size="small"
      title={t('courses.quiz.questionNumber', n)}
      extra={
        <Tooltip title={t('courses.quiz.removeQuestion')}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!removable} aria-label={t('courses.quiz.removeQuestionNumbered', n)} onClick={onRemove} data-testid="quiz-question-remove" />
        </Tooltip>
      }
      data-testid="quiz-question"
    >
      <Form.Item name={[name, 'text']} label={t('courses.quiz.questionText')} rules={[{ required: true, whitespace: true, message: t('courses.quiz.questionRequired') }]}>
        <Input.TextArea dir={dir} lang={language} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={QUIZ_QUESTION_MAX} data-testid="quiz-question-text" />
      </Form.Item>
      {/* The radio group holds the choices' inputs, so each radio stands beside its choice. */}
      <Form.Item name={[name, 'correctChoice']} label={t('courses.quiz.choices')} extra={t('courses.quiz.choicesHint')} rules={[{ required: true, message: t('courses.quiz.correctRequired') }]} style={{ marginBottom: 0 }}>
        <Radio.Group style={{ width: '100%' }}>
          <Form.List
            name={[name, 'choices']}
            rules={[
              {
                validator: async (_rule, choices: (string | undefined)[] | undefined) => {
                  if ((choices ?? []).length < QUIZ_CHOICES_MIN) throw new Error(t('courses.quiz.choicesCount', { min: QUIZ_CHOICES_MIN, max: QUIZ_CHOICES_MAX }));
                  if (hasRepeatedChoice(choices ?? [])) throw new Error(t('courses.quiz.choicesRepeated'));
                },
              },
            ]}
          >
            {(choices, { add, remove }, { errors }) => (
              <Flex vertical gap={0}>
                {choices.map((choice, choiceIndex) => (
                  <Flex key={choice.key} gap={8} align="start" data-testid="quiz-choice-row">
                    <Radio value={choiceIndex} aria-label={t('courses.quiz.markRight', { n: choiceIndex + 1 })} style={{ marginTop: 5 }} data-testid="quiz-choice-right" />
                    <Form.Item name={[choice.name]} rules={[{ required: true, whitespace: true, message: t('courses.quiz.choiceRequired') }]} style={{ flex: 1, marginBottom: 8 }}>
                      <Input dir={dir} lang={language} maxLength={QUIZ_CHOICE_MAX} autoComplete="off" aria-label={t('courses.quiz.choiceNumber', { n: choiceIndex + 1 })} data-testid="quiz-choice-text" />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      disabled={choices.length <= QUIZ_CHOICES_MIN}
                      aria-label={t('courses.quiz.removeChoice', { n: choiceIndex + 1 })}
                      onClick={() => {
                        const path = ['questions', name, 'correctChoice'];
                        const correct: unknown = form.getFieldValue(path);
                        form.setFieldValue(path, correctAfterRemoval(typeof correct === 'number' ? correct : undefined, choiceIndex));
                        remove(choice.name);
                      }}
                      data-testid="quiz-choice-remove"
                    />
                  </Flex>
                ))}
                <Form.ErrorList errors={errors} />
                <div>
                  <Button type="dashed" size="small" icon={<PlusOutlined />} disabled={choices.length >= QUIZ_CHOICES_MAX} onClick={() => add('')} data-testid="quiz-choice-add">
                    {t('courses.quiz.addChoice')}
                  </Button>
                </div>
              </Flex>
            )}
          </Form.List>
        </Radio.Group>
      </Form.Item>
    </Card>
  );
}

/** The quiz's questions in order, added and removed here; each needs its right choice marked. */
export function QuizQuestionsField({ language }: { language: ContentLanguage }) {
  const { t } = useTranslation();
  return (
    <Form.List
      name="questions"
      rules={[
        {
          validator: async (_rule, questions: unknown[] | undefined) => {
            if ((questions ?? []).length === 0) throw new Error(t('courses.quiz.questionsRequired'));
          },
        },
      ]}
    >
      {(questions, { add, remove }, { errors }) => (
        <Flex vertical gap={12} data-testid="quiz-questions-field">
          <Typography.Text strong>{t('courses.quiz.questions')}</Typography.Text>
          {questions.map((question, index) => (
            <QuestionFields key={question.key} name={question.name} index={index} language={language} removable={questions.length > 1} onRemove={() => remove(question.name)} />
          ))}
          <Form.ErrorList errors={errors} />
          <div>
            <Button icon={<PlusOutlined />} disabled={questions.length >= QUIZ_QUESTIONS_MAX} onClick={() => add(blankQuestion())} data-testid="quiz-question-add">
              {t('courses.quiz.addQuestion')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
