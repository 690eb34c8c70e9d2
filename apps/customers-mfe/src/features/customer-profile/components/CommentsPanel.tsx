import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Customer } from '@admin/api-client';
import { notAllowedReason } from '@admin/api-client/contract';
import { usePermission } from '@admin/auth';
import { Button, EmptyState, formatDateTime } from '@admin/ui';
import { useAddCustomerComment } from '../api/customer-profile-queries';
import styles from './CustomerProfile.module.css';

const MAX_COMMENT = 2000;

/**
 * The comment history, oldest first as the API keeps it, and a box to add one for holders of
 * `customers.comment` (Support among them: their notes for Compliance, without editing the account);
 * others are told why there is no box.
 */
export function CommentsPanel({ customer }: { customer: Customer }) {
  const mayComment = usePermission('customers.comment');
  const addComment = useAddCustomerComment(customer.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const comment = text.trim();
    if (!comment) return setError('Write a comment first.');
    if (comment.length > MAX_COMMENT) return setError(`At most ${MAX_COMMENT} characters.`);
    try {
      await addComment.mutateAsync(comment);
      setText('');
    } catch {
      // Toasted by the mutation; the text stays for another try.
    }
  }

  return (
    <section aria-labelledby="comments-title" className={styles.section}>
      <h2 id="comments-title" className={styles.sectionTitle}>
        Comments
      </h2>
      {customer.comments.length === 0 ? (
        <EmptyState title="No comments yet" description="Notes staff add about this account appear here." />
      ) : (
        <ol className={styles.comments}>
          {customer.comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <p className={styles.commentText}>{comment.comment}</p>
              <p className={styles.note}>
                {formatDateTime(comment.created_at)}
                {comment.created_by ? ` · ${comment.created_by_name ?? 'a former staff member'}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
      {mayComment ? (
        <form noValidate onSubmit={(event) => void submit(event)} className={styles.commentForm}>
          <label htmlFor={id}>Add a comment</label>
          <textarea
            id={id}
            rows={3}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p id={`${id}-error`} className={styles.error}>
              {error}
            </p>
          ) : null}
          <div className={styles.formActions}>
            <Button type="submit" variant="primary" disabled={addComment.isPending}>
              Add comment
            </Button>
          </div>
        </form>
      ) : (
        // Said once, in the not-allowed card's words, rather than a box that is simply missing.
        <p className={styles.note}>
          You can read these comments but not add one. {notAllowedReason('customers.comment')}
        </p>
      )}
    </section>
  );
}
