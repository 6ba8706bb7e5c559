import { CheckCircleFilled } from '@ant-design/icons';
import type { CourseQuiz } from '@exchange/contract/courses/courses';
import { isRightToLeft, type ContentLanguage } from '@exchange/contract/platform/content-languages';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The quiz's questions as written, the right choice of each marked: what support answers customers from. */
export function QuizQuestionsView({ quiz, language }: { quiz: CourseQuiz; language: ContentLanguage }) {
  const { t } = useTranslation();
  return (
    <ol className="course-quiz-questions" dir={isRightToLeft(language) ? 'rtl' : undefined} lang={language} data-testid="quiz-questions">
      {quiz.questions.map((question, index) => (
        <li key={index} data-testid="quiz-question-view">
          <Typography.Text strong dir="auto">{question.text}</Typography.Text>
          <Flex vertical gap={2} style={{ marginTop: 4 }}>
            {question.choices.map((choice, choiceIndex) => {
              const right = choiceIndex === question.correctChoice;
              return (
                <Typography.Text key={choiceIndex} type={right ? 'success' : 'secondary'} dir="auto" data-testid={right ? 'quiz-choice-right' : 'quiz-choice'}>
                  {right ? <CheckCircleFilled aria-label={t('courses.quiz.rightChoice')} /> : <span className="course-quiz-questions__dot" aria-hidden />} {choice}
                </Typography.Text>
              );
            })}
          </Flex>
        </li>
      ))}
    </ol>
  );
}
