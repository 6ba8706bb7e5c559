import { QUIZ_CHOICES_MIN, QUIZ_PASS_PERCENT_DEFAULT } from '@exchange/contract/courses/course-rules';
import type { CourseQuiz, SaveQuiz } from '@exchange/contract/courses/courses';
import type { Asset } from '@exchange/contract/fees/fee-rules';

export interface QuizQuestionValues {
  text: string;
  choices: string[];
  /** The index of the right choice; none until the admin marks one. */
  correctChoice?: number;
}

/** The quiz drawer's values: the reward's fields stay (switched off) so that switching it on again keeps them. */
export interface QuizFormValues {
  title: string;
  passPercent: number;
  rewarded: boolean;
  reward: { asset: Asset; amount: string };
  questions: QuizQuestionValues[];
}

export const blankQuestion = (): QuizQuestionValues => ({ text: '', choices: Array.from({ length: QUIZ_CHOICES_MIN }, () => '') });

/** The form as it opens: the quiz's values, or a first blank question with the contract's default pass mark. */
export function quizFormValues(quiz: CourseQuiz | null): QuizFormValues {
  if (!quiz) return { title: '', passPercent: QUIZ_PASS_PERCENT_DEFAULT, rewarded: false, reward: { asset: 'USDT', amount: '' }, questions: [blankQuestion()] };
  return {
    title: quiz.title,
    passPercent: quiz.passPercent,
    rewarded: quiz.reward !== null,
    reward: quiz.reward ?? { asset: 'USDT', amount: '' },
    questions: quiz.questions.map((q) => ({ text: q.text, choices: [...q.choices], correctChoice: q.correctChoice })),
  };
}

/** What the API takes: texts trimmed as it counts them, the reward only when switched on. */
export function quizBody(values: QuizFormValues): SaveQuiz {
  return {
    title: values.title.trim(),
    passPercent: values.passPercent,
    reward: values.rewarded ? { asset: values.reward.asset, amount: values.reward.amount.trim() } : null,
    questions: values.questions.map((q) => ({ text: q.text.trim(), choices: q.choices.map((c) => c.trim()), correctChoice: q.correctChoice ?? 0 })),
  };
}

/**
 * The right choice once choice `removed` is gone: it moves up with the choices after it, and is
 * unmarked when it was the one removed (the admin marks another).
 */
export function correctAfterRemoval(correct: number | undefined, removed: number): number | undefined {
  if (correct === undefined || correct === removed) return undefined;
  return correct > removed ? correct - 1 : correct;
}

/** Two choices that read the same (case aside) would leave the customer guessing which one counts. */
export const hasRepeatedChoice = (choices: readonly (string | undefined)[]) => {
  const written = choices.map((c) => (c ?? '').trim().toLowerCase()).filter(Boolean);
  return new Set(written).size !== written.length;
};
