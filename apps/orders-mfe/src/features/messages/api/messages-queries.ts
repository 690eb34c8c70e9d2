// Messages about an order are the suite's one source of them (`recordMessages` and `messageComposer`
// in the client lib, keyed by `messageKeys`): the customer's profile lists the same messages.
export { messageComposer, recordMessages } from '@admin/api-client/messages';
