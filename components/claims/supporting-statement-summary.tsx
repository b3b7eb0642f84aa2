// The NSW supporting statement that accompanied a claim served on the payer (SOP Act 1999 (NSW)
// s13(7)): read-only, as the claim PDF prints it.
import { formatMoney } from '@/lib/domain/money-format';
import { SUPPORTING_STATEMENT_TITLE, supportingDeclaration } from '@/lib/domain/supporting-statement';
import type { StatementRead } from './supporting-statement-form';

export function SupportingStatementSummary(props: {
  statement: NonNullable<StatementRead['statement']>;
  currency: string;
}) {
  const s = props.statement;
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  return (
    <section className="card" aria-labelledby="supporting-statement">
      <h2 id="supporting-statement">{SUPPORTING_STATEMENT_TITLE}</h2>
      <p>
        For work between {s.period_from} and {s.period_to}
        {s.head_contractor_abn ? `; head contractor ABN ${s.head_contractor_abn}` : ''}.
      </p>
      {s.subcontractors.length === 0 ? (
        <p>No subcontractors are listed.</p>
      ) : (
        <ul>
          {s.subcontractors.map((r, i) => (
            <li key={`${i}-${r.name}`}>
              {r.name}
              {r.abn ? ` (ABN ${r.abn})` : ''}:{' '}
              {r.amount_paid > 0 ? `${money(r.amount_paid)} paid on ${r.date_paid}` : 'nothing paid'}
              {r.amount_owing > 0 ? `; ${money(r.amount_owing)} unpaid — ${r.reason}` : '; nothing owing'}
            </li>
          ))}
        </ul>
      )}
      <p>{supportingDeclaration(s.declarant_name, s.declarant_position)}</p>
      <p className="muted">Declared on {s.declared_on}.</p>
    </section>
  );
}
