'use client';
// A line's comments from one source: each with its author, date and whether it is shared; the
// caller's own editable as the server's `actions` allow, with a form to add one. Checked with the
// API's own schemas (lib/schemas/line-evidence.ts) before anything is sent.
import { useId, useState, type FormEvent } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { EVIDENCE_COMMENT_MAX } from '@/lib/domain/line-evidence';
import { dateTimeText } from '@/lib/domain/zoned-dates';
import { ZCreateLineComment, ZUpdateLineComment } from '@/lib/schemas/line-evidence';
import type { EvidenceSource, LineComment } from './evidence-json';
import styles from './line-evidence.module.css';

interface Props {
  url: string;
  source: EvidenceSource;
  comments: LineComment[];
  timeZone: string;
  /** Applies a change to the line's comments as they are when it lands (uploads may overlap). */
  onChange: (change: (comments: LineComment[]) => LineComment[]) => void;
}

export function EvidenceComments(props: Props) {
  const { comments } = props;
  const replace = (next: LineComment) =>
    props.onChange((list) => list.map((c) => (c.comment_id === next.comment_id ? next : c)));
  return (
    <>
      <h4>Comments</h4>
      {comments.length === 0 ? (
        <p className="empty">No comments.</p>
      ) : (
        <ul className={styles.list}>
          {comments.map((c) => (
            <CommentItem
              key={c.comment_id}
              {...props}
              comment={c}
              onSaved={replace}
              onDeleted={() => props.onChange((list) => list.filter((x) => x.comment_id !== c.comment_id))}
            />
          ))}
        </ul>
      )}
      {props.source.evidence.can_add && (
        <AddComment {...props} onAdded={(created) => props.onChange((list) => [...list, created])} />
      )}
    </>
  );
}

function SharedNote({ shared, source }: { shared: boolean; source: EvidenceSource }) {
  if (!source.evidence.own) return null;
  return shared ? (
    <span className={styles.shared}>Shared with {source.otherParty}</span>
  ) : (
    <span>Internal</span>
  );
}

function CommentItem(
  props: Props & { comment: LineComment; onSaved: (c: LineComment) => void; onDeleted: () => void },
) {
  const api = useApi();
  const ui = useUi();
  const id = useId();
  const { comment: c, source } = props;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(c.content);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = `${props.url}/${c.comment_id}`;
  const may = (action: string) => (c.actions as string[]).includes(action);

  const patch = async (body: { content?: string; shared?: boolean }) => {
    const checked = ZUpdateLineComment.safeParse(body);
    if (!checked.success) return void setError(checked.error.issues[0]!.message);
    setBusy(true);
    const res = await api<LineComment>(url, { method: 'PATCH', json: checked.data });
    setBusy(false);
    if (!res.ok) return;
    props.onSaved(res.data);
    setEditing(false);
    setError(null);
  };
  const remove = async () => {
    if (!(await ui.confirmDelete('comment'))) return;
    const res = await api(url, { method: 'DELETE' });
    if (res.ok) props.onDeleted();
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    void patch({ content: text });
  };

  return (
    <li>
      {editing ? (
        <form className="form" onSubmit={save} noValidate aria-label="Edit the comment">
          <label htmlFor={`${id}-text`}>Comment</label>
          <textarea
            id={`${id}-text`}
            rows={3}
            maxLength={EVIDENCE_COMMENT_MAX}
            value={text}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy}>
              Save comment
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setEditing(false);
                setText(c.content);
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <p className={styles.content}>{c.content}</p>
      )}
      <div className={styles.meta}>
        <span>
          {c.author}, {dateTimeText(c.created_date, props.timeZone)}
        </span>
        {may('share') || may('unshare') ? (
          <label>
            <input
              type="checkbox"
              checked={c.shared}
              disabled={busy}
              onChange={(e) => void patch({ shared: e.target.checked })}
            />{' '}
            Shared with {source.otherParty}
          </label>
        ) : (
          <SharedNote shared={c.shared} source={source} />
        )}
        {c.added_after_service && (
          <span className={styles.late}>Added after the {source.term} was served</span>
        )}
        {!editing && may('edit') && (
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            Edit<span className="visually-hidden"> the comment</span>
          </button>
        )}
        {may('delete') && (
          <button type="button" className="link-button" onClick={() => void remove()}>
            Delete<span className="visually-hidden"> the comment</span>
          </button>
        )}
      </div>
    </li>
  );
}

function AddComment(props: Props & { onAdded: (c: LineComment) => void }) {
  const api = useApi();
  const id = useId();
  const [text, setText] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const checked = ZCreateLineComment.safeParse({ content: text, shared });
    if (!checked.success) return void setError(checked.error.issues[0]!.message);
    setBusy(true);
    const res = await api<LineComment>(props.url, { method: 'POST', json: checked.data });
    setBusy(false);
    if (!res.ok) return;
    props.onAdded(res.data);
    setText('');
    setError(null);
  };
  return (
    <form className={`form ${styles.addForm}`} onSubmit={add} noValidate aria-label="Add a comment">
      <label htmlFor={`${id}-text`}>New comment</label>
      <textarea
        id={`${id}-text`}
        rows={3}
        maxLength={EVIDENCE_COMMENT_MAX}
        value={text}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={`${id}-hint`} className="hint">
        Up to {EVIDENCE_COMMENT_MAX.toLocaleString('en-NZ')} characters.
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <label className="checkbox" htmlFor={`${id}-shared`}>
        <input
          id={`${id}-shared`}
          type="checkbox"
          checked={shared}
          onChange={(e) => setShared(e.target.checked)}
        />{' '}
        Share with {props.source.otherParty}
      </label>
      <button type="submit" className="button secondary" disabled={busy}>
        Add comment
      </button>
    </form>
  );
}
