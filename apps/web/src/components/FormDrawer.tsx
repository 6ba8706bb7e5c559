import { Alert, Button, Form, Space, type FormInstance, type FormProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/error-message.ts';
import { fieldErrorsOf } from '../app/form-errors.ts';
import { EndDrawer } from './EndDrawer.tsx';
import { useUnsavedChanges } from './use-unsaved-changes.tsx';

interface FormDrawerProps<Values> {
  title: ReactNode;
  onClose: () => void;
  /** The form is being sent: the drawer stays open and Cancel waits. */
  saving: boolean;
  submitLabel: ReactNode;
  submitIcon?: ReactNode;
  size?: number;
  testId: string;
  submitTestId: string;
  form: FormInstance<Values>;
  /** The form's name, which prefixes its fields' ids. */
  formName: string;
  initialValues?: FormProps<Values>['initialValues'];
  /**
   * Called with the values once the form's rules pass. What it throws is shown here: a server
   * message about one of `fields` under that field, any other above the form.
   */
  onFinish: (values: Values) => Promise<void>;
  /** The fields whose names the server uses in its answers. */
  fields: readonly (keyof Values & string)[];
  requiredMark?: boolean;
  /** What stands above the form: help, a warning. */
  before?: ReactNode;
  /** What stands below the form. */
  after?: ReactNode;
  /** The form's items. */
  children: ReactNode;
}

/** A create or edit form in a side panel, with Cancel and the submit button at its foot. */
export function FormDrawer<Values>({
  title,
  onClose,
  saving,
  submitLabel,
  submitIcon,
  size = 480,
  testId,
  submitTestId,
  form,
  formName,
  initialValues,
  onFinish,
  fields,
  requiredMark,
  before,
  after,
  children,
}: FormDrawerProps<Values>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  // Edited since it opened: closing it, or leaving the screen, asks first.
  const [edited, setEdited] = useState(false);
  const unsaved = useUnsavedChanges(edited);
  const close = () => unsaved.confirmDiscard(onClose);
  const finish = async (values: Values) => {
    setFailure(undefined);
    unsaved.release();
    try {
      await onFinish(values);
    } catch (error) {
      unsaved.hold();
      const fieldErrors = fieldErrorsOf(error, fields);
      // antd derives a field's name type from the values, which it cannot resolve for a generic form;
      // these names come from `fields`, keys of those values.
      if (fieldErrors.length > 0) form.setFields(fieldErrors as Parameters<FormInstance<Values>['setFields']>[0]);
      else setFailure(errorMessage(error));
    }
  };
  return (
    <EndDrawer
      open
      title={title}
      onClose={close}
      size={size}
      destroyOnHidden
      mask={{ closable: !saving }}
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={close} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" icon={submitIcon} loading={saving} onClick={() => form.submit()} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </Space>
      }
      data-testid={testId}
    >
      {before}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid={`${testId}-error`} />}
      <Form<Values> form={form} name={formName} layout="vertical" requiredMark={requiredMark} initialValues={initialValues} onValuesChange={() => setEdited(true)} onFinish={(values) => void finish(values)}>
        {children}
      </Form>
      {after}
      {unsaved.prompt}
    </EndDrawer>
  );
}
