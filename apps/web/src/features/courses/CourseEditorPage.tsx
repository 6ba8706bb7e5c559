import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { useCan } from '../../components/use-can.ts';
import { ChapterList } from './ChapterList.tsx';
import { CourseHeaderCard } from './CourseHeaderCard.tsx';
import { useCourse } from './course-queries.ts';

/**
 * One course: its details and state, then its chapters in order, each with its topics and quiz.
 * Only a draft changes, and only for admins holding courses.manage; everyone else reads it.
 */
export default function CourseEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const canManage = useCan('courses.manage');
  const query = useCourse(id);

  if (!query.data) {
    const notFound = query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
    if (notFound) {
      return (
        <Card>
          <Result status="404" title={t('courses.editor.notFound')} extra={<Button onClick={() => void navigate('/courses')}>{t('courses.editor.back')}</Button>} data-testid="course-not-found" />
        </Card>
      );
    }
    if (query.error) return <LoadFailedAlert error={query.error} onRetry={() => void query.refetch()} testId="course-load-failed" />;
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  const course = query.data;
  return (
    <Flex vertical gap={16} data-testid="course-editor" data-status={course.status}>
      {/* A later read failed: what is shown may be stale. */}
      {query.error && <LoadFailedAlert error={query.error} onRetry={() => void query.refetch()} />}
      <CourseHeaderCard course={course} canManage={canManage} />
      <ChapterList course={course} editable={canManage && course.status === 'DRAFT'} />
    </Flex>
  );
}
