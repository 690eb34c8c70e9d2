// Public face of @admin/ui/forms, the form kit: a separate entry of @admin/ui, so react-hook-form
// and the zod resolver load with the first form, never on a page's first load. It imports no zod
// at run time: screens bring their schemas (classic zod, or zod/mini for the smallest bundle).
export { useZodForm, ROOT_ERROR } from './form/use-zod-form';
export type { FormSchema, UseZodFormOptions, ZodForm } from './form/use-zod-form';
export { Form } from './form/Form';
export type { FormProps } from './form/Form';
export { SubmitBar } from './form/SubmitBar';
export type { SubmitBarProps } from './form/SubmitBar';
export { CONFLICT_MESSAGE, FORM_FALLBACK_MESSAGE } from './form/server-errors';
export { TextField } from './fields/TextField';
export type { TextFieldProps } from './fields/TextField';
export { TextAreaField } from './fields/TextAreaField';
export type { TextAreaFieldProps } from './fields/TextAreaField';
export { NumberField } from './fields/NumberField';
export type { NumberFieldProps } from './fields/NumberField';
export { SelectField } from './fields/SelectField';
export type { SelectFieldProps, SelectOption } from './fields/SelectField';
export { SearchSelectField } from './fields/SearchSelectField';
export type { SearchSelectFieldProps } from './fields/SearchSelectField';
export { CheckboxField } from './fields/CheckboxField';
export type { CheckboxFieldProps } from './fields/CheckboxField';
export { DateField } from './fields/DateField';
export type { DateFieldProps } from './fields/DateField';
export { DateTimeField, isoToLocalInput, localInputToIso } from './fields/DateTimeField';
export type { DateTimeFieldProps } from './fields/DateTimeField';
export type { FieldBaseProps } from './fields/FieldFrame';
export { FileField } from './file/FileField';
export type { FileFieldProps, FilePreview, UploadControls } from './file/FileField';
export { checkFile, describeAccept, formatBytes, UPLOAD_FALLBACK_MESSAGE } from './file/file-checks';
export { FieldArray } from './array/FieldArray';
export type { FieldArrayProps } from './array/FieldArray';
export { useLeaveGuard, LEAVE_MESSAGE } from './leave-guard/use-leave-guard';
export { askToLeave } from './leave-guard/ask-to-leave';
export type { LeaveQuestion } from './leave-guard/ask-to-leave';
