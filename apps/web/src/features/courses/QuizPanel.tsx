import { DeleteOutlined, EditOutlined, PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { CourseChapter, CourseDetail } from '@exchange/contract/courses/courses';
import { Button, Collapse, Descriptions, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useCountFormat } from '../../components/use-count-format.ts';
import { contentDir } from './content-dir.ts';
import { useDeleteQuiz } from './course-queries.ts';
import { QuizFormDrawer } from './QuizFormDrawer.tsx';
import { QuizQuestionsView } from './QuizQuestionsView.tsx';

/** The quiz that closes a chapter: its rules and reward, how customers did, its questions; or a way to add one. */
export function QuizPanel({ course, chapter, editable }: { course: CourseDetail; chapter: CourseChapter; editable: boolean }) {
  const { t } = useTranslation();
  const format = useCountFormat();
  const remove = useDeleteQuiz();
  const [editing, setEditing] = useState(false);
  const quiz = chapter.quiz;
  const drawer = editing && <QuizFormDrawer course={course} chapter={chapter} onClose={() => setEditing(false)} />;

  if (!quiz) {
    return (
      <Flex justify="space-between" align="center" wrap gap={8} data-testid="quiz-none">
        <Typography.Text type="secondary">
          <QuestionCircleOutlined /> {t('courses.quiz.none')}
        </Typography.Text>
        {editable && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing(true)} data-testid="quiz-add">
            {t('courses.quiz.add')}
          </Button>
        )}
        {drawer}
      </Flex>
    );
  }
  const name = { title: quiz.title };
  return (
    <Flex vertical gap={4} data-testid="quiz-summary">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space size={6}>
          <QuestionCircleOutlined />
          <Typography.Text type="secondary">{t('courses.quiz.label')}</Typography.Text>
          <Typography.Text strong dir={contentDir(course.language)} lang={course.language} data-testid="quiz-title">{quiz.title}</Typography.Text>
        </Space>
        {editable && (
          <Space size={4}>
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="quiz-edit">
              {t('courses.quiz.edit')}
            </Button>
            <ConfirmReasonButton
              size="small"
              danger
              icon={<DeleteOutlined />}
              label={t('courses.quiz.delete')}
              title={t('courses.quiz.deleteTitle', name)}
              description={t('courses.quiz.deleteBody')}
              okText={t('courses.quiz.delete')}
              onConfirm={() => remove.mutateAsync(chapter.id)}
              successMessage={t('courses.quiz.deleted', name)}
              testId="quiz-delete"
            />
          </Space>
        )}
      </Flex>
      <Descriptions size="small" column={{ xs: 2, md: 3, xl: 6 }}>
        <Descriptions.Item label={t('courses.quiz.questions')}>{format.count(quiz.questions.length)}</Descriptions.Item>
        <Descriptions.Item label={t('courses.quiz.passPercent')}>
          <span data-testid="quiz-pass">{format.percent(quiz.passPercent / 100)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('courses.quiz.reward')}>
          <span data-testid="quiz-reward">{quiz.reward ? <MoneyCell value={quiz.reward.amount} currency={quiz.reward.asset} /> : t('courses.quiz.noReward')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('courses.quiz.attempts')}>{format.count(quiz.attemptCount)}</Descriptions.Item>
        <Descriptions.Item label={t('courses.quiz.passed')}>{format.count(quiz.passedCount)}</Descriptions.Item>
        <Descriptions.Item label={t('courses.quiz.rewarded')}>{format.count(quiz.rewardedCount)}</Descriptions.Item>
      </Descriptions>
      <Collapse
        ghost
        size="small"
        items={[{ key: 'questions', label: t('courses.quiz.showQuestions'), children: <QuizQuestionsView quiz={quiz} language={course.language} /> }]}
        data-testid="quiz-questions-toggle"
      />
      {drawer}
    </Flex>
  );
}
