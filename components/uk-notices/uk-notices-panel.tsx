'use client';
// The UK notices of a claim (issue 32; HGCRA 1996 ss110A, 110B, 111), shown alike to both parties:
// the payer's payment notices (its issued certificates), its pay less notice and the payee's notice
// in default of a payment notice, each with the day it was given, its deadline and source, the
// final date for payment and what it means. Below them, the caller's own notice: the payer's pay
// less notice or the payee's default notice, with what giving it today would mean (late or not)
// said before it is given. The server decides; the form only shows its answer.
import { useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { downloadBlob } from '@/components/ui/file-transfer';
import { useApi } from '@/components/ui/use-api';
import { useFetchUi } from '@/components/ui/use-fetch-ui';
import { useUi } from '@/components/ui/ui-provider';
import { formatMoney } from '@/lib/domain/money-format';
import { ukNoticesApi } from '@/lib/paths/api-paths';
import type { ClaimIds } from '@/lib/paths/page-paths';
import type { UkNoticesAnswer } from '@/lib/server/uk-notices/list-uk-notices';

type Side = 'cert' | 'claim';
type Notice = UkNoticesAnswer['notices'][number];

const OWN: Record<Side, { heading: string; intro: string; button: string }> = {
  cert: {
    heading: 'Give a pay less notice',
    intro:
      'To pay less than the notified sum, give the payee a pay less notice stating the sum you consider due ' +
      'and how it is calculated, not later than the prescribed period before the final date for payment ' +
      '(s111(3)–(5); Scheme para 10: 7 days).',
    button: 'Give pay less notice',
  },
  claim: {
    heading: 'Give a default notice',
    intro:
      'No payment notice was given in time: you may give the payer a notice stating the sum you consider due ' +
      'and how it is calculated. That sum becomes the notified sum, and the final date for payment is ' +
      'postponed by the days after the payment-notice date (s110B).',
    button: 'Give default notice',
  },
};

export function UkNoticesPanel(props: { ids: ClaimIds; side: Side; initial: UkNoticesAnswer }) {
  const { ids, side } = props;
  const api = useApi();
  const ui = useUi();
  const fetchUi = useFetchUi();
  const [data, setData] = useState(props.initial);
  const [sum, setSum] = useState('');
  const [basis, setBasis] = useState('');
  const [chosen, setChosen] = useState(() => props.initial.suggested_recipients.map((r) => r.contact_email));
  const [other, setOther] = useState('');
  const [busy, setBusy] = useState(false);
  const money = (cents: number) => formatMoney(cents, { currency: data.currency });
  const check = data.check;
  const own = OWN[side];

  const give = async (event: React.FormEvent) => {
    event.preventDefault();
    const to = [
      ...data.suggested_recipients.filter((r) => chosen.includes(r.contact_email)),
      ...other
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map((email) => ({ contact_email: email, contact_name: null })),
    ];
    const ok = await ui.confirm(
      own.heading,
      `Email it today to ${to.map((r) => r.contact_email).join(', ') || 'nobody'}, with the notice as a PDF?` +
        (check.allowed && check.late_if_given_today ? ' It will be late.' : ''),
      { ok: own.button },
    );
    if (!ok) return;
    setBusy(true);
    const res = await api<{ warning: string | null }>(ukNoticesApi(ids, side), {
      method: 'POST',
      json: { sum_due: sum, basis, to_contacts: to },
    });
    if (res.ok) {
      const fresh = await api<UkNoticesAnswer>(ukNoticesApi(ids, side));
      if (fresh.ok) setData(fresh.data);
      ui.toast(res.data.warning ?? 'Notice given and emailed.');
    }
    setBusy(false);
  };

  return (
    <section className="card" aria-labelledby="uk-notices">
      <h2 id="uk-notices">Payment notices (Construction Act)</h2>
      {data.payment_notices.length === 0 && data.notices.length === 0 && (
        <p className="hint">No notice has been given on this claim yet.</p>
      )}
      <ul className="list">
        {data.payment_notices.map((p) => (
          <li key={p.cert_id}>
            <strong>
              {p.notice === 'pay_less_notice' ? 'Pay less notice' : 'Payment notice'}: {p.name}
            </strong>
            <br />
            Given on {p.issued_on}; due by {p.deadline} ({p.deadline_source}){p.late ? ' — given late' : ''}.
          </li>
        ))}
        {data.notices.map((n) => (
          <li key={n.id}>
            <NoticeItem
              notice={n}
              money={money}
              download={() =>
                downloadBlob(ukNoticesApi(ids, side, n.id), `${n.title} ${n.issued_on}.pdf`, fetchUi)
              }
            />
          </li>
        ))}
      </ul>
      <h3>{own.heading}</h3>
      {!check.allowed ? (
        <p className="hint">{check.reason}</p>
      ) : (
        <form onSubmit={give} className="form">
          <p className="hint">{own.intro}</p>
          {check.late_if_given_today ? (
            <Banner tone="warning">
              Given today this notice is late: the last day was {check.deadline} ({check.source}).{' '}
              {check.consequence}
            </Banner>
          ) : (
            <p>
              {side === 'cert'
                ? `Last day: ${check.deadline}`
                : `Payment notice was due by ${check.deadline}`}{' '}
              ({check.source}). Final date for payment if given today: {check.final_date}. {check.consequence}
            </p>
          )}
          <label htmlFor={`uk-sum-${side}`}>Sum considered due</label>
          <input
            id={`uk-sum-${side}`}
            className="input"
            inputMode="decimal"
            required
            value={sum}
            onChange={(e) => setSum(e.target.value)}
          />
          <label htmlFor={`uk-basis-${side}`}>Basis of calculation</label>
          <textarea
            id={`uk-basis-${side}`}
            className="input"
            required
            maxLength={4000}
            rows={3}
            value={basis}
            onChange={(e) => setBasis(e.target.value)}
          />
          <fieldset>
            <legend>Email it to</legend>
            {data.suggested_recipients.map((r) => (
              <label key={r.contact_email} className="check">
                <input
                  type="checkbox"
                  checked={chosen.includes(r.contact_email)}
                  onChange={(e) =>
                    setChosen((list) =>
                      e.target.checked
                        ? [...list, r.contact_email]
                        : list.filter((x) => x !== r.contact_email),
                    )
                  }
                />{' '}
                {r.contact_name} ({r.contact_email})
              </label>
            ))}
            <label htmlFor={`uk-other-${side}`}>Other email addresses</label>
            <input
              id={`uk-other-${side}`}
              className="input"
              type="text"
              value={other}
              onChange={(e) => setOther(e.target.value)}
            />
          </fieldset>
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {own.button}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function NoticeItem(props: { notice: Notice; money: (cents: number) => string; download: () => void }) {
  const { notice: n } = props;
  return (
    <article aria-label={`${n.title} of ${n.issued_on}`}>
      <strong>{n.title}</strong> (given by the {n.given_by}){n.late ? ' — given late' : ''}
      <br />
      Given on {n.issued_on}; sum considered due {props.money(n.sum_due)}.
      <br />
      {n.kind === 'pay_less_notice' ? 'Last day for it' : 'Payment notice was due by'}: {n.deadline} (
      {n.deadline_source}). Final date for payment: {n.final_date}.
      <br />
      Basis: {n.basis}
      <p className="hint">{n.consequence}</p>
      <button type="button" className="button secondary" onClick={props.download}>
        Download {n.title} PDF
      </button>
    </article>
  );
}
