import { PlusOutlined } from '@ant-design/icons';
import type { CourseDetail } from '@exchange/contract/courses/courses';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderSaver } from './use-order-saver.ts';
import { ChapterCard } from './ChapterCard.tsx';
import { ChapterTitleDrawer } from './ChapterTitleDrawer.tsx';
import { useReorderChapters } from './course-queries.ts';

/** The course's chapters in their order: dragged by their handle (or moved with the arrows) into a new one. */
export function ChapterList({ course, editable }: { course: CourseDetail; editable: boolean }) {
  const { t } = useTranslation();
  const reorder = useReorderChapters();
  const [adding, setAdding] = useState(false);
  const order = useOrderSaver(
    course.chapters.map((c) => c.id),
    editable,
    reorder,
    (ids) => ({ courseId: course.id, ids }),
  );

  return (
    <Flex vertical gap={12} data-testid="course-chapters" data-state={reorder.isPending ? 'saving' : 'ready'}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('courses.chapters.title')}
          </Typography.Title>
          {editable && course.chapters.length > 1 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('courses.chapters.orderHint')}
            </Typography.Text>
          )}
        </Flex>
        {editable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="chapter-add">
            {t('courses.chapters.add')}
          </Button>
        )}
      </Flex>
      {course.chapters.length === 0 ? (
        <Card size="small">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('courses.chapters.empty')} />
        </Card>
      ) : (
        course.chapters.map((chapter, index) => (
          <ChapterCard
            key={chapter.id}
            course={course}
            chapter={chapter}
            index={index}
            last={index === course.chapters.length - 1}
            editable={editable}
            order={order}
          />
        ))
      )}
      {adding && <ChapterTitleDrawer courseId={course.id} chapter={null} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
