import { PlusOutlined } from '@ant-design/icons';
import type { Course } from '@exchange/contract/courses/courses';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { NameWithDescriptionCell } from '../../components/NameWithDescriptionCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { LANGUAGE_NAMES } from '../announcements/announcement-text-keys.ts';
import { CourseFormDrawer } from './CourseFormDrawer.tsx';
import { courseFilters } from './course-filters.ts';
import { useCourses } from './course-queries.ts';

const coursePath = (id: string) => `/courses/${id}`;

/** Courses: the lessons customers read in the app, the most recently changed first; a row opens its editor. */
export default function CoursesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan('courses.manage');
  const format = useCountFormat();
  const list = useUrlListState(courseFilters.defaults);
  const query = useCourses(apiQueryOf(courseFilters, list));
  const [creating, setCreating] = useState(false);

  const count = (key: string, label: string, value: (c: Course) => number): ColumnsType<Course>[number] => ({
    key,
    title: t(label),
    align: 'end',
    render: (_, c) => <span data-testid={`course-${key}`}>{format.count(value(c))}</span>,
  });
  const columns: ColumnsType<Course> = [
    {
      key: 'title',
      title: t('courses.fields.title'),
      render: (_, c) => (
        // A real link, for a new tab or the keyboard; the row's click does the same. As wide as its
        // texts, so that a title in the other direction stays at the column's start.
        <Link to={coursePath(c.id)} onClick={(event) => event.stopPropagation()} style={{ display: 'inline-block' }} data-testid="course-open">
          <NameWithDescriptionCell name={c.title} description={c.description} width={360} testId="course-title" />
        </Link>
      ),
    },
    { key: 'language', title: t('courses.fields.language'), render: (_, c) => <span lang={c.language}>{LANGUAGE_NAMES[c.language]}</span> },
    { key: 'status', title: t('courses.fields.status'), render: (_, c) => <StatusTag status={c.status} testId="course-status" /> },
    count('chapters', 'courses.fields.chapters', (c) => c.chapterCount),
    count('topics', 'courses.fields.topics', (c) => c.topicCount),
    count('quizzes', 'courses.fields.quizzes', (c) => c.quizCount),
    { key: 'updatedAt', title: t('courses.fields.updatedAt'), render: (_, c) => <DateTimeCell value={c.updatedAt} /> },
  ];

  return (
    <ListPage
      testId="courses-page"
      filters={courseFilters}
      filtersTestId="course-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="course-table"
      empty={{ none: t('courses.list.empty'), filtered: t('common.noResults') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="course-create">
            {t('courses.list.create')}
          </Button>
        )
      }
      table={{
        scroll: { x: 'max-content' },
        onRow: (c) => {
          const row: HTMLAttributes<HTMLElement> & { 'data-row-id': string } = { 'data-row-id': c.id, onClick: () => void navigate(coursePath(c.id)), style: { cursor: 'pointer' } };
          return row;
        },
      }}
    >
      {creating && <CourseFormDrawer course={null} onClose={() => setCreating(false)} onCreated={(course) => void navigate(coursePath(course.id))} />}
    </ListPage>
  );
}
