import { Flex, Typography } from 'antd';

interface NameWithDescriptionCellProps {
  name: string;
  /** One grey line under the name, cut with its full text on hover; none when empty. */
  description?: string | null;
  width: number;
  /** On the name, for tests that find a row by it. */
  testId: string;
}

/** A catalogue row's name in bold with its description below (a campaign, a cause, a bundle). */
export function NameWithDescriptionCell({ name, description, width, testId }: NameWithDescriptionCellProps) {
  return (
    <Flex vertical style={{ maxWidth: width }}>
      <Typography.Text strong dir="auto" data-testid={testId}>
        {name}
      </Typography.Text>
      {description && (
        <Typography.Text type="secondary" dir="auto" ellipsis={{ tooltip: description }} style={{ fontSize: 12 }}>
          {description}
        </Typography.Text>
      )}
    </Flex>
  );
}
