import type { Rule } from 'antd/es/form';

/** Required text of min to max characters once trimmed, which is how the API counts them. */
export function requiredTrimmedText(min: number, max: number, messages: { required: string; length: string }): Rule[] {
  return [
    { required: true, whitespace: true, message: messages.required },
    {
      validator: (_rule, value: string | undefined) => {
        const length = value?.trim().length ?? 0;
        return length === 0 || (length >= min && length <= max) ? Promise.resolve() : Promise.reject(new Error(messages.length));
      },
    },
  ];
}

/** A required e-mail address, checked after trimming; `max` is the longest the API stores. */
export function emailRules(messages: { required: string; invalid: string }, max?: { length: number; message: string }): Rule[] {
  return [
    { required: true, whitespace: true, message: messages.required },
    { type: 'email', transform: (value: string | undefined) => value?.trim(), message: messages.invalid },
    ...(max ? [{ max: max.length, message: max.message }] : []),
  ];
}
