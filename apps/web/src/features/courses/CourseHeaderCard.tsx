import { ArrowLeftOutlined } from '@ant-design/icons';
import type { CourseDetail } from '@exchange/contract/courses/courses';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { LANGUAGE_NAMES } from '../announcements/announcement-text-keys.ts';
import { contentDir, isolated } from './content-dir.ts';
import { CourseActions } from './CourseActions.tsx';
import { CourseFormDrawer } from './CourseFormDrawer.tsx';

/** The course's details, who published it and why it last went back to draft, and what can be done with it. */
export function CourseHeaderCard({ course, canManage }: { course: CourseDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { dateTime } = useDateFormat();
  const format = useCountFormat();
  const [editing, setEditing] = useState(false);
  const dir = contentDir(course.language);
  const byAt = (name: string, at: string) => t('courses.editor.byAt', { name: isolated(name), at: isolated(dateTime(at)) });

  return (
    <Card size="small" data-testid="course-header">
      <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }} onClick={() => void navigate('/courses')} data-testid="course-back">
        {t('courses.editor.back')}
      </Button>
      <Flex justify="space-between" align="start" wrap gap={12}>
        {/* As wide as its texts: a title and description in the other direction stay together at the start. */}
        <Flex vertical gap={4} style={{ flex: '0 1 auto', minWidth: 0 }}>
          <Flex align="center" gap={10} wrap>
            <Typography.Title level={4} style={{ margin: 0 }} dir={dir} lang={course.language} data-testid="course-editor-title">
              {course.title}
            </Typography.Title>
            <StatusTag status={course.status} testId="course-editor-status" />
          </Flex>
          {course.description && (
            <Typography.Paragraph type="secondary" dir={dir} lang={course.language} style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="course-editor-description">
              {course.description}
            </Typography.Paragraph>
          )}
        </Flex>
        {canManage && <CourseActions course={course} onEdit={() => setEditing(true)} />}
      </Flex>
      {/* Two blocks, so that the short counts do not take the width of the long who-and-when texts. */}
      <Descriptions size="small" column={{ xs: 2, md: 4 }} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('courses.fields.language')}>
          <span lang={course.language} data-testid="course-editor-language">{LANGUAGE_NAMES[course.language]}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('courses.fields.chapters')}>{format.count(course.chapterCount)}</Descriptions.Item>
        <Descriptions.Item label={t('courses.fields.topics')}>{format.count(course.topicCount)}</Descriptions.Item>
        <Descriptions.Item label={t('courses.fields.quizzes')}>{format.count(course.quizCount)}</Descriptions.Item>
      </Descriptions>
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('courses.fields.created')}>{byAt(course.createdBy.name, course.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('courses.fields.published')}>
          <span data-testid="course-editor-published">
            {course.publishedBy && course.publishedAt ? byAt(course.publishedBy.name, course.publishedAt) : t('courses.editor.neverPublished')}
          </span>
        </Descriptions.Item>
        {course.draftReason && (
          <Descriptions.Item label={t('courses.fields.draftReason')} span="filled">
            <span dir="auto" data-testid="course-editor-draft-reason">{course.draftReason}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      {canManage && course.status === 'PUBLISHED' && <Alert type="info" showIcon title={t('courses.editor.lockedHint')} style={{ marginTop: 8 }} data-testid="course-locked-hint" />}
      {editing && <CourseFormDrawer course={course} onClose={() => setEditing(false)} />}
    </Card>
  );
}
