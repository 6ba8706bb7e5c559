// Without zod, so the console can import the statuses and limits for the price of the values.

/**
 * A course is written as a DRAFT and shown to customers once PUBLISHED. A published course is not
 * edited in place (customers may be halfway through it, and a quiz's answers must not change under
 * them): it goes back to DRAFT, with a reason, to be changed.
 */
export const COURSE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const COURSE_TITLE_MIN = 2;
export const COURSE_TITLE_MAX = 120;
export const COURSE_DESCRIPTION_MAX = 2000;
export const TOPIC_BODY_MAX = 20_000;
export const TOPIC_VIDEO_URL_MAX = 2000;
export const COURSE_CHAPTERS_MAX = 50;
export const CHAPTER_TOPICS_MAX = 50;
export const QUIZ_QUESTIONS_MAX = 50;
export const QUIZ_QUESTION_MAX = 500;
export const QUIZ_CHOICES_MIN = 2;
export const QUIZ_CHOICES_MAX = 6;
export const QUIZ_CHOICE_MAX = 200;
/** The share of right answers that passes a quiz unless the quiz says otherwise. */
export const QUIZ_PASS_PERCENT_DEFAULT = 70;
export const COURSE_REASON_MIN = 3;
export const COURSE_REASON_MAX = 500;
export const COURSE_PAGE_SIZE = 20;
