import { CheckCircleFilled } from '@ant-design/icons';
import type { CourseQuiz } from '@exchange/contract/courses/courses';
import { isRightToLeft, type ContentLanguage } from '@exchange/contract/platform/content-languages';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentDir } from './content-dir.ts';

/** The quiz's questions as written, the right choice of each marked: what support answers customers from. */
export function QuizQuestionsView({ quiz, language }: { quiz: CourseQuiz; language: ContentLanguage }) {
  const { t } = useTranslation();
  const dir = contentDir(language);
  return (
    // An Arabic quiz is numbered right to left in any console; the list is as wide as its texts.
    <ol className="course-quiz-questions" dir={isRightToLeft(language) ? 'rtl' : undefined} lang={language} data-testid="quiz-questions">
      {quiz.questions.map((question, index) => (
        <li key={index} data-testid="quiz-question-view">
          <Typography.Text strong dir={dir}>{question.text}</Typography.Text>
          <ul className="course-quiz-questions__choices">
            {question.choices.map((choice, choiceIndex) => {
              const right = choiceIndex === question.correctChoice;
              return (
                <li key={choiceIndex} data-testid={right ? 'quiz-choice-right' : 'quiz-choice'}>
                  <Typography.Text type="success" className="course-quiz-questions__mark">{right && <CheckCircleFilled aria-label={t('courses.quiz.rightChoice')} />}</Typography.Text>
                  <Typography.Text type={right ? 'success' : 'secondary'} dir={dir}>{choice}</Typography.Text>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
