import { Button, Card, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface ResultCardProps {
  status: ResultProps['status'];
  title: ReactNode;
  subTitle?: ReactNode;
  /** The way out: a primary button to another screen. */
  exit: { label: ReactNode; path: string; testId?: string };
  testId: string;
}

/** A screen that cannot show what was asked (missing policy, unknown id): why, and where to go instead. */
export function ResultCard({ status, title, subTitle, exit, testId }: ResultCardProps) {
  const navigate = useNavigate();
  return (
    <Card data-testid={testId}>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <Button type="primary" onClick={() => void navigate(exit.path)} data-testid={exit.testId}>
            {exit.label}
          </Button>
        }
      />
    </Card>
  );
}
