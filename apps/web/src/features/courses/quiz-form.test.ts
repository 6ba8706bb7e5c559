import type { CourseQuiz } from '@exchange/contract/courses/courses';
import { QUIZ_CHOICES_MIN, QUIZ_PASS_PERCENT_DEFAULT } from '@exchange/contract/courses/course-rules';
import { describe, expect, it } from 'vitest';
import { correctAfterRemoval, hasRepeatedChoice, quizBody, quizFormValues } from './quiz-form.ts';

const quiz: CourseQuiz = {
  id: 'q1',
  title: 'Wallets',
  passPercent: 80,
  reward: { asset: 'USDT', amount: '2.5' },
  questions: [{ text: 'Which key stays secret?', choices: ['Public', 'Private'], correctChoice: 1 }],
  attemptCount: 0,
  passedCount: 0,
  rewardedCount: 0,
};

describe('quiz form', () => {
  it('opens a new quiz with one blank question and the contract default pass mark', () => {
    const values = quizFormValues(null);
    expect(values.passPercent).toBe(QUIZ_PASS_PERCENT_DEFAULT);
    expect(values.rewarded).toBe(false);
    expect(values.questions).toEqual([{ text: '', choices: Array.from({ length: QUIZ_CHOICES_MIN }, () => '') }]);
  });

  it('sends back what it opened with, trimmed, and no reward once it is switched off', () => {
    const values = quizFormValues(quiz);
    expect(quizBody(values)).toEqual({ title: 'Wallets', passPercent: 80, reward: { asset: 'USDT', amount: '2.5' }, questions: quiz.questions });
    const edited = { ...values, title: ' Wallets 2 ', rewarded: false, questions: [{ text: ' Q ', choices: [' a', 'b '], correctChoice: 0 }] };
    expect(quizBody(edited)).toEqual({ title: 'Wallets 2', passPercent: 80, reward: null, questions: [{ text: 'Q', choices: ['a', 'b'], correctChoice: 0 }] });
  });

  it('keeps the right choice on its text when a choice before it is removed', () => {
    expect(correctAfterRemoval(2, 0)).toBe(1);
    expect(correctAfterRemoval(0, 2)).toBe(0);
    expect(correctAfterRemoval(1, 1)).toBeUndefined();
    expect(correctAfterRemoval(undefined, 0)).toBeUndefined();
  });

  it('finds a choice written twice, case and spaces aside, ignoring blank ones', () => {
    expect(hasRepeatedChoice(['Yes', ' yes'])).toBe(true);
    expect(hasRepeatedChoice(['Yes', 'No', '', undefined, ''])).toBe(false);
  });
});
