// Public face of @admin/ui/messages: a record's messages to its customer and "Send message", used by
// the orders and customers remotes. Its own entry, loaded with the first record page that shows them:
// the dialog is a form (the form kit, zod) and the form kit imports the kit's main entry, so these
// could not sit in that entry without a cycle. Its files reach the kit by package name only.
export { MessagesPanel, SendMessageButton, SendMessageDialog } from './messages/Messages';
export type {
  MessageComposerSource,
  MessagesPanelProps,
  MessagesSource,
  SendMessageButtonProps,
  SendMessageDialogProps,
} from './messages/Messages';
