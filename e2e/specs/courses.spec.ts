import { expect, test } from '@playwright/test';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { CourseEditorScreen, courseByApi } from '../support/courses-pages.ts';
import { LOOKS, backToEnglish, openIn, shoot, shotsDir } from '../support/looks.ts';
import { signInFreshAdmin, signInFreshAdminAtHome } from '../support/p2p-pages.ts';
import { chooseOption } from '../support/select-option.ts';

const shots = shotsDir('h-courses');

test('a course is written chapter by chapter, reordered by dragging, given a rewarded quiz, published (then locked) and sent back to draft', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-courses').click();
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.courses);
  await expect(page.getByTestId('course-table')).toHaveAttribute('data-state', 'ready');

  // A new course opens in its editor, as a draft.
  const title = `Crypto basics ${Date.now()}`;
  await page.getByTestId('course-create').click();
  const form = page.getByTestId('course-form');
  await form.getByTestId('course-form-title').fill(title);
  await form.getByTestId('course-form-description').fill('What a wallet is, and how to keep its keys safe.');
  await form.getByTestId('course-form-submit').click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
  const screen = new CourseEditorScreen(page);
  await expect(page.getByTestId('course-editor-title')).toHaveText(title);
  await expect(screen.status()).toHaveText(en.status.DRAFT);
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.courses);

  // Without chapters it cannot be published: the server's refusal, in the console's words.
  await screen.confirm('publish');
  await expect(page.locator('.ant-message')).toContainText(en.apiErrors.course.noChapters);
  await expect(screen.status()).toHaveText(en.status.DRAFT);

  await screen.addChapter('Wallets');
  await screen.addChapter('Private keys');
  await screen.addTopic('Wallets', { title: 'What a wallet holds', body: 'A wallet holds keys, not coins.', videoUrl: 'https://videos.example/wallets' });
  await screen.addTopic('Wallets', { title: 'Hot and cold', body: 'A hot wallet is online; a cold one is not.' });
  await screen.addTopic('Private keys', { title: 'Never share it', body: 'Whoever has the key has the coins.' });
  await expect(screen.chapter('Wallets').getByTestId('topic-row')).toHaveCount(2);
  expect(await screen.chapterTitles()).toEqual(['Wallets', 'Private keys']);

  // Drag the second chapter by its handle onto the first: it takes the first place, kept after a reload.
  await screen.chapters().last().getByTestId('chapter-drag').dragTo(screen.chapters().first().getByTestId('chapter-drag'));
  await expect(screen.chapters().first().getByTestId('chapter-title')).toHaveText('Private keys');
  await screen.settled();
  await page.reload();
  await expect(screen.chapters().first().getByTestId('chapter-title')).toHaveText('Private keys', { timeout: 30_000 });
  expect(await screen.chapterTitles()).toEqual(['Private keys', 'Wallets']);

  // Topics move with the arrows too (the keyboard's way).
  await screen.chapter('Wallets').getByTestId('topic-move-down').first().click();
  await expect(screen.chapter('Wallets').getByTestId('topic-title').first()).toHaveText('Hot and cold');
  await screen.settled();

  // A topic moves to another chapter from its form, and goes last there.
  await screen.chapter('Wallets').getByTestId('topic-edit').last().click();
  await chooseOption(page, page.getByTestId('topic-form-chapter'), 'Private keys');
  await page.getByTestId('topic-form-submit').click();
  await expect(page.getByTestId('topic-form')).toBeHidden();
  await expect(screen.chapter('Private keys').getByTestId('topic-title')).toHaveText(['Never share it', 'What a wallet holds']);
  await expect(screen.chapter('Wallets').getByTestId('topic-title')).toHaveText(['Hot and cold']);

  // A quiz with a reward closes the Wallets chapter.
  await screen.chapter('Wallets').getByTestId('quiz-add').click();
  await screen.fillQuiz({
    title: 'Wallet check',
    reward: { asset: 'USDC', amount: '2.5' },
    questions: [
      { text: 'What does a wallet hold?', choices: ['Coins', 'Keys'], right: 1 },
      { text: 'Which wallet is offline?', choices: ['Hot', 'Cold', 'Both'], right: 1 },
    ],
  });
  await screen.quizForm().getByTestId('quiz-form-submit').click();
  await expect(screen.quizForm()).toBeHidden();
  const quiz = screen.chapter('Wallets').getByTestId('quiz-summary');
  await expect(quiz.getByTestId('quiz-title')).toHaveText('Wallet check');
  await expect(quiz.getByTestId('quiz-reward')).toHaveText('2.5 USDC');
  await expect(quiz.getByTestId('quiz-pass')).toHaveText('70%');
  await quiz.getByTestId('quiz-questions-toggle').getByRole('button').click();
  await expect(quiz.getByTestId('quiz-choice-right')).toHaveText([/Keys/, /Cold/]);
  await shoot(page, shots, 'course-editor-draft-en');

  // Published, it is read-only until it goes back to draft.
  await screen.confirm('publish');
  await expect(screen.status()).toHaveText(en.status.PUBLISHED);
  await expect(page.getByTestId('course-locked-hint')).toHaveText(en.courses.editor.lockedHint);
  for (const control of ['chapter-add', 'topic-add', 'topic-edit', 'chapter-drag', 'quiz-edit', 'course-edit', 'course-publish', 'course-delete']) {
    await expect(page.getByTestId(control)).toHaveCount(0);
  }
  await expect(page.getByTestId('course-editor-published')).not.toHaveText(en.courses.editor.neverPublished);
  await shoot(page, shots, 'course-editor-published-en');

  await screen.confirm('draft', 'The key chapter needs a video');
  await expect(screen.status()).toHaveText(en.status.DRAFT);
  await expect(page.getByTestId('course-editor-draft-reason')).toHaveText('The key chapter needs a video');
  await expect(page.getByTestId('chapter-add')).toBeVisible();
  await expect(page.getByTestId('course-locked-hint')).toHaveCount(0);

  // The list shows it with its counts, found by its title.
  await page.getByTestId('course-back').click();
  await page.getByTestId('filter-search').locator('input').fill(title);
  await page.getByTestId('filter-search').locator('input').press('Enter');
  await expect(page).toHaveURL(/search=/);
  const row = page.getByTestId('course-table').locator('tr.ant-table-row').filter({ hasText: title });
  await expect(row.getByTestId('course-status')).toHaveText(en.status.DRAFT);
  await expect(row.getByTestId('course-chapters')).toHaveText('2');
  await expect(row.getByTestId('course-topics')).toHaveText('3');
  await expect(row.getByTestId('course-quizzes')).toHaveText('1');
});

test('an admin who may only read courses sees one whole, without a control to change it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const course = await courseByApi({ title: `Trading 101 ${Date.now()}`, description: 'Orders, fees and the order book.', language: 'en' }, [
    {
      title: 'Orders',
      topics: [{ title: 'Market and limit', body: 'A market order fills at once; a limit order waits for its price.' }],
      quiz: { title: 'Orders check', reward: null, questions: [{ text: 'Which order waits for its price?', choices: ['Market', 'Limit'], correctChoice: 1 }] },
    },
  ]);
  await signInFreshAdmin(page, 'support');
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByTestId('course-editor-title')).toHaveText(course.title);
  await expect(page.getByTestId('topic-title')).toHaveText('Market and limit');
  await expect(page.getByTestId('quiz-title')).toHaveText('Orders check');
  await expect(page.getByTestId('quiz-reward')).toHaveText(en.courses.quiz.noReward);
  for (const control of ['course-edit', 'course-publish', 'course-delete', 'chapter-add', 'chapter-drag', 'chapter-rename', 'topic-add', 'topic-edit', 'quiz-edit', 'quiz-delete']) {
    await expect(page.getByTestId(control)).toHaveCount(0);
  }
  await page.goto('/courses');
  await expect(page.getByTestId('course-table')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('course-create')).toHaveCount(0);
});

test('the courses list and editor in each look (English only unless E2E_SHOTS), and an Arabic course right to left in the English console', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const lesson = (n: number) => ({ title: `Lesson ${n}`, body: `The text of lesson ${n}.` });
  const english = await courseByApi({ title: `Saving in stablecoins ${Date.now()}`, description: 'Why a stablecoin keeps its price, and what can break it.', language: 'en' }, [
    {
      title: 'What a stablecoin is',
      topics: [lesson(1), { ...lesson(2), videoUrl: 'https://videos.example/stable' }],
      quiz: {
        title: 'Stablecoin check',
        passPercent: 80,
        reward: { asset: 'USDT', amount: '1.5' },
        questions: [
          { text: 'What backs USDC?', choices: ['Cash and short-term bonds', 'Nothing', 'Gold'], correctChoice: 0 },
          { text: 'Can a stablecoin lose its peg?', choices: ['Yes', 'No'], correctChoice: 0 },
        ],
      },
    },
    { title: 'Risks', topics: [lesson(3)] },
  ]);
  await courseByApi({ title: 'أساسيات العملات المشفرة', description: 'ما المحفظة وكيف تحفظ مفاتيحها.', language: 'ar' }, [
    {
      title: 'المحافظ',
      topics: [{ title: 'ما الذي تحفظه المحفظة', body: 'تحفظ المحفظة المفاتيح لا العملات.' }],
      quiz: { title: 'اختبار المحافظ', reward: { asset: 'USDT', amount: '2' }, questions: [{ text: 'ماذا تحفظ المحفظة؟', choices: ['العملات', 'المفاتيح'], correctChoice: 1 }] },
    },
  ]);
  await signInFreshAdmin(page, 'admin');
  for (const look of LOOKS) {
    await openIn(page, '/courses', look);
    await expect(page.getByTestId('course-table')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('course-title').first()).toBeVisible();
    await shoot(page, shots, `courses-${look.name}`);
    await openIn(page, `/courses/${english.id}`, look);
    await expect(page.getByTestId('chapter-card')).toHaveCount(2);
    await page.getByTestId('quiz-questions-toggle').getByRole('button').click();
    await expect(page.getByTestId('quiz-questions')).toBeVisible();
    await page.waitForTimeout(400);
    await shoot(page, shots, `course-editor-${look.name}`);
    await page.getByTestId('quiz-edit').click();
    await expect(page.getByTestId('quiz-question')).toHaveCount(2);
    await page.waitForTimeout(400);
    await shoot(page, shots, `course-quiz-form-${look.name}`, false);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('quiz-form')).toBeHidden();
    // A topic's form, with the chapter it can move to.
    await page.getByTestId('topic-edit').first().click();
    await expect(page.getByTestId('topic-form-chapter')).toBeVisible();
    await page.waitForTimeout(400);
    await shoot(page, shots, `course-topic-form-${look.name}`, false);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('topic-form')).toBeHidden();
  }
  // The Arabic course reads right to left even in the English console.
  await backToEnglish(page);
  await page.goto('/courses?language=ar');
  await page.getByTestId('course-open').first().click();
  await expect(page.getByTestId('course-editor-title')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('quiz-questions-toggle').getByRole('button').click();
  await page.waitForTimeout(400);
  await shoot(page, shots, 'course-editor-arabic-content-en');
});
