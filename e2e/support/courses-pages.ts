import { expect, type Locator, type Page } from '@playwright/test';
import type { CourseDetail, CreateCourse, CreateTopic, SaveQuiz } from '@exchange/contract/courses/courses';
import { adminCall, signInByApi } from './admin-api.ts';
import { confirmAndWaitClosed } from './confirm.ts';
import { E2E_ADMIN } from './e2e-env.ts';
import { chooseOption } from './select-option.ts';

/** A course with its chapters, topics and quizzes, written through the admin API as the super admin. */
export async function courseByApi(course: CreateCourse, chapters: { title: string; topics: CreateTopic[]; quiz?: SaveQuiz }[]): Promise<CourseDetail> {
  const root = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await adminCall<CourseDetail>(method, path, body, root);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  let made = await call('POST', '/admin/courses', course);
  for (const chapter of chapters) {
    made = await call('POST', `/admin/courses/${made.id}/chapters`, { title: chapter.title });
    const chapterId = made.chapters.at(-1)?.id ?? '';
    for (const topic of chapter.topics) made = await call('POST', `/admin/course-chapters/${chapterId}/topics`, topic);
    if (chapter.quiz) made = await call('PUT', `/admin/course-chapters/${chapterId}/quiz`, chapter.quiz);
  }
  return made;
}

export interface QuizInput {
  title: string;
  reward?: { asset: string; amount: string };
  questions: { text: string; choices: string[]; right: number }[];
}

/** The course editor: its header and actions, the chapters with their topics and quiz, and their drawers. */
export class CourseEditorScreen {
  readonly editor: Locator;
  constructor(private readonly page: Page) {
    this.editor = page.getByTestId('course-editor');
  }

  chapters(): Locator {
    return this.page.getByTestId('chapter-card');
  }

  chapter(title: string): Locator {
    return this.chapters().filter({ has: this.page.getByTestId('chapter-title').getByText(title, { exact: true }) });
  }

  async chapterTitles(): Promise<string[]> {
    return this.chapters().getByTestId('chapter-title').allTextContents();
  }

  /** Waits until no change of order is on its way. */
  async settled() {
    await expect(this.page.getByTestId('course-chapters')).toHaveAttribute('data-state', 'ready');
  }

  async addChapter(title: string) {
    await this.page.getByTestId('chapter-add').click();
    const form = this.page.getByTestId('chapter-form');
    await form.getByTestId('chapter-form-title').fill(title);
    await form.getByTestId('chapter-form-submit').click();
    await expect(form).toBeHidden();
    await expect(this.chapter(title)).toBeVisible();
  }

  async addTopic(chapter: string, topic: { title: string; body: string; videoUrl?: string }) {
    await this.chapter(chapter).getByTestId('topic-add').click();
    const form = this.page.getByTestId('topic-form');
    await form.getByTestId('topic-form-title').fill(topic.title);
    await form.getByTestId('topic-form-body').fill(topic.body);
    if (topic.videoUrl) await form.getByTestId('topic-form-video').fill(topic.videoUrl);
    await form.getByTestId('topic-form-submit').click();
    await expect(form).toBeHidden();
    await expect(this.chapter(chapter).getByTestId('topic-title').getByText(topic.title, { exact: true })).toBeVisible();
  }

  quizForm(): Locator {
    return this.page.getByTestId('quiz-form');
  }

  /** Fills the open quiz drawer: its title, a reward, and the questions (the form opens with one, of two choices). */
  async fillQuiz(quiz: QuizInput) {
    const form = this.quizForm();
    await form.getByTestId('quiz-form-title').fill(quiz.title);
    if (quiz.reward) {
      await form.getByTestId('quiz-form-rewarded').click();
      await chooseOption(this.page, form.getByTestId('quiz-form-reward-asset'), quiz.reward.asset);
      await form.getByTestId('quiz-form-reward-amount').fill(quiz.reward.amount);
    }
    for (const [index, question] of quiz.questions.entries()) {
      if (index > 0) await form.getByTestId('quiz-question-add').click();
      const block = form.getByTestId('quiz-question').nth(index);
      await block.getByTestId('quiz-question-text').fill(question.text);
      for (const [choiceIndex, choice] of question.choices.entries()) {
        if (choiceIndex >= 2) await block.getByTestId('quiz-choice-add').click();
        await block.getByTestId('quiz-choice-text').nth(choiceIndex).fill(choice);
      }
      await block.getByTestId('quiz-choice-right').nth(question.right).click();
    }
  }

  /** Confirms a header action (publish, draft, delete), with its reason when it asks for one. */
  async confirm(action: 'publish' | 'draft' | 'delete', reason?: string) {
    await this.page.getByTestId(`course-${action}`).click();
    if (reason) await this.page.getByTestId(`course-${action}-reason`).fill(reason);
    await confirmAndWaitClosed(this.page.getByTestId(`course-${action}-confirm`));
  }

  status(): Locator {
    return this.page.getByTestId('course-editor-status');
  }
}
