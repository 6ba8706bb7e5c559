import { EditOutlined, HolderOutlined } from '@ant-design/icons';
import type { CourseChapter, CourseDetail } from '@exchange/contract/courses/courses';
import { Card, Divider, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIconButton } from '../../components/DeleteIconButton.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { ChapterTitleDrawer } from './ChapterTitleDrawer.tsx';
import { contentDir } from './content-dir.ts';
import { useDeleteChapter } from './course-queries.ts';
import { OrderButtons } from './OrderButtons.tsx';
import { QuizPanel } from './QuizPanel.tsx';
import { TopicTable } from './TopicTable.tsx';
import type { OrderSaver } from './use-order-saver.ts';

interface ChapterCardProps {
  course: CourseDetail;
  chapter: CourseChapter;
  index: number;
  last: boolean;
  editable: boolean;
  /** The chapters' order: this card is one of its items, its handle starts a drag. */
  order: OrderSaver;
}

/** A chapter: its title and place, its topics in order and the quiz that closes it. */
export function ChapterCard({ course, chapter, index, last, editable, order }: ChapterCardProps) {
  const { t } = useTranslation();
  const remove = useDeleteChapter();
  const [renaming, setRenaming] = useState(false);
  const name = { title: chapter.title };

  return (
    <Card
      size="small"
      {...order.itemProps(chapter.id)}
      data-testid="chapter-card"
      data-chapter-id={chapter.id}
      title={
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {editable && <HolderOutlined {...order.handleProps(chapter.id)} className="drag-handle" aria-hidden data-testid="chapter-drag" />}
          <Typography.Text type="secondary" style={{ flex: 'none' }}>
            {t('courses.chapters.number', { n: index + 1 })}
          </Typography.Text>
          <Typography.Text strong dir={contentDir(course.language)} lang={course.language} ellipsis={{ tooltip: chapter.title }} data-testid="chapter-title">
            {chapter.title}
          </Typography.Text>
        </Flex>
      }
      extra={
        editable && (
          <Space size={2}>
            <OrderButtons order={order} id={chapter.id} name={chapter.title} first={index === 0} last={last} testId="chapter-move" />
            <RowIconButton title={t('courses.chapters.rename')} ariaLabel={t('courses.chapters.renameNamed', name)} icon={<EditOutlined />} onClick={() => setRenaming(true)} testId="chapter-rename" />
            <DeleteIconButton
              label={t('courses.chapters.delete')}
              title={t('courses.chapters.deleteTitle', name)}
              description={t('courses.chapters.deleteBody')}
              onConfirm={() => remove.mutateAsync(chapter.id)}
              successMessage={t('courses.chapters.deleted', name)}
              testId="chapter-delete"
            />
          </Space>
        )
      }
    >
      <TopicTable course={course} chapter={chapter} editable={editable} />
      <Divider style={{ margin: '12px 0' }} />
      <QuizPanel course={course} chapter={chapter} editable={editable} />
      {renaming && <ChapterTitleDrawer courseId={course.id} chapter={chapter} onClose={() => setRenaming(false)} />}
    </Card>
  );
}
