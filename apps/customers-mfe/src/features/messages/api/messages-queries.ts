// A customer's messages (their orders' among them) are the suite's one source of them (`recordMessages`
// and `messageComposer` in the client lib, keyed by `messageKeys`): an order's page lists the same ones.
export { messageComposer, recordMessages } from '@admin/api-client/messages';
