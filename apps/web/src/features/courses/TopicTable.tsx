import { EditOutlined, HolderOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { CourseChapter, CourseDetail, CourseTopic } from '@exchange/contract/courses/courses';
import { Button, Flex, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIconButton } from '../../components/DeleteIconButton.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { contentDir } from './content-dir.ts';
import { useDeleteTopic, useReorderTopics } from './course-queries.ts';
import { OrderButtons } from './OrderButtons.tsx';
import { TopicFormDrawer } from './TopicFormDrawer.tsx';
import { useOrderSaver } from './use-order-saver.ts';

function DeleteTopicButton({ topic }: { topic: CourseTopic }) {
  const { t } = useTranslation();
  const remove = useDeleteTopic();
  const name = { title: topic.title };
  return (
    <DeleteIconButton
      label={t('courses.topics.delete')}
      title={t('courses.topics.deleteTitle', name)}
      description={t('courses.topics.deleteBody')}
      onConfirm={() => remove.mutateAsync(topic.id)}
      successMessage={t('courses.topics.deleted', name)}
      testId="topic-delete"
    />
  );
}

/** A chapter's topics in their order, each a title, its text and an optional video. */
export function TopicTable({ course, chapter, editable }: { course: CourseDetail; chapter: CourseChapter; editable: boolean }) {
  const { t } = useTranslation();
  const reorder = useReorderTopics();
  const [form, setForm] = useState<{ topic: CourseTopic | null } | null>(null);
  const topics = chapter.topics;
  const order = useOrderSaver(
    topics.map((topic) => topic.id),
    editable,
    reorder,
    (ids) => ({ chapterId: chapter.id, ids }),
  );
  const dir = contentDir(course.language);

  const columns: ColumnsType<CourseTopic> = [
    ...(editable
      ? [{ key: 'drag', width: 32, render: (_: unknown, topic: CourseTopic) => <HolderOutlined {...order.handleProps(topic.id)} className="drag-handle" aria-hidden data-testid="topic-drag" /> }]
      : []),
    { key: 'position', title: '#', width: 40, render: (_, topic) => <span data-testid="topic-position">{topic.position + 1}</span> },
    {
      key: 'title',
      title: t('courses.topics.title'),
      render: (_, topic) => (
        // As wide as its texts (inline): a topic in the other direction stays at the column's start.
        <Flex vertical style={{ display: 'inline-flex', maxWidth: 520 }} lang={course.language}>
          <Typography.Text strong dir={dir} data-testid="topic-title">{topic.title}</Typography.Text>
          <Typography.Text type="secondary" dir={dir} ellipsis={{ tooltip: topic.body }} style={{ fontSize: 12 }}>
            {topic.body}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'video',
      title: t('courses.topics.video'),
      width: 80,
      render: (_, topic) =>
        topic.videoUrl ? (
          <Tooltip title={topic.videoUrl}>
            <Typography.Link href={topic.videoUrl} target="_blank" rel="noopener noreferrer" aria-label={t('courses.topics.watchNamed', { title: topic.title })} data-testid="topic-video">
              <PlayCircleOutlined />
            </Typography.Link>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
        ),
    },
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('courses.editor.actions'),
            width: 140,
            render: (_: unknown, topic: CourseTopic) => (
              <Space size={2}>
                <OrderButtons order={order} id={topic.id} name={topic.title} first={topic.position === 0} last={topic.position === topics.length - 1} testId="topic-move" />
                <RowIconButton title={t('courses.topics.edit')} ariaLabel={t('courses.topics.editNamed', { title: topic.title })} icon={<EditOutlined />} onClick={() => setForm({ topic })} testId="topic-edit" />
                <DeleteTopicButton topic={topic} />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={8}>
      <Table<CourseTopic>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={topics}
        pagination={false}
        loading={reorder.isPending}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('courses.topics.empty') }}
        onRow={(topic) => {
          const row: HTMLAttributes<HTMLElement> & { 'data-testid': string } = { ...order.itemProps(topic.id), 'data-testid': 'topic-row' };
          return row;
        }}
        data-testid="topic-table"
      />
      {editable && (
        <div>
          <Button icon={<PlusOutlined />} size="small" onClick={() => setForm({ topic: null })} data-testid="topic-add">
            {t('courses.topics.add')}
          </Button>
        </div>
      )}
      {form && <TopicFormDrawer course={course} chapterId={chapter.id} topic={form.topic} onClose={() => setForm(null)} />}
    </Flex>
  );
}
