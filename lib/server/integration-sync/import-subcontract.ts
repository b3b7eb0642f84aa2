import 'server-only';
// Import from the connected system (spec §1: "jobs and subcontracts come in from it"): a job becomes
// a project, a subcontract a contract of it — the account on the side it chose (cert: it pays the
// vendor; claim: it is paid) and the vendor a company of its contacts — with the subcontract's
// schedule of values as the contract's base items, and its push to the integration switched on.
// integration_links remembers what each external id became, so importing again updates the same
// project, contract and lines instead of making new ones. A line already claimed against keeps its
// values (the claims and certificates issued on it stand) and the import says so in the sync logs.
// Lines removed in the other system are left in place. Every failure writes a sync log row; a
// later successful import of the same subcontract resolves it. The lines are written in a fixed
// number of statements whatever their number (writeLines): no query runs per line.
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import type { IntegrationProvider } from '@/lib/db/generated/enums';
import { lineTotal } from '@/lib/domain/money';
import { ZCreateContract } from '@/lib/schemas/contracts';
import { ZCreateProject } from '@/lib/schemas/projects';
import type { TImportSubcontract } from '@/lib/schemas/integrations';
import type { Actor } from '../session/resolve-actor';
import { assertCan } from '../permissions/authorize';
import { recordHistory } from '../history';
import { insertProject } from '../projects/create-project';
import { accountDefaults } from '../projects/account-defaults';
import { insertContract } from '../contracts/create-contract';
import { requireProvider } from '../integrations/provider-client';
import { ProviderError, type ExternalSovLine, type ExternalSubcontract } from '../integrations/provider';

type Kind = 'job' | 'subcontract' | 'line';

/** Link keys: a subcontract's id is only unique within its job in some systems, a line's within its subcontract. */
const keyOf = {
  job: (job: string) => job,
  subcontract: (job: string, sub: string) => `${job}/${sub}`,
  line: (job: string, sub: string, line: string) => `${job}/${sub}/${line}`,
};

async function fromProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError('bad_gateway', error.message);
    throw error;
  }
}

async function linkedIds(
  accountId: string,
  provider: IntegrationProvider,
  kind: Kind,
  externalIds: string[],
) {
  const links = await db().integrationLink.findMany({
    where: { accountId, provider, kind, externalId: { in: externalIds } },
    select: { externalId: true, localId: true },
  });
  return new Map(links.map((l) => [l.externalId, l.localId]));
}

/** GET …/jobs: the system's jobs, each with the project it was imported as (if it was). */
export async function listExternalJobs(actor: Actor, provider: IntegrationProvider) {
  const client = await requireProvider(actor.accountId, provider);
  const jobs = await fromProvider(() => client.listJobs());
  const links = await linkedIds(
    actor.accountId,
    provider,
    'job',
    jobs.map((j) => keyOf.job(j.id)),
  );
  return { jobs: jobs.map((j) => ({ ...j, project_id: links.get(keyOf.job(j.id)) ?? null })) };
}

/** GET …/subcontracts?job=: the job's subcontracts with their schedule of values and the contract each became. */
export async function listExternalSubcontracts(actor: Actor, provider: IntegrationProvider, jobId: string) {
  const client = await requireProvider(actor.accountId, provider);
  const subs = await fromProvider(() => client.listSubcontracts(jobId));
  const links = await linkedIds(
    actor.accountId,
    provider,
    'subcontract',
    subs.map((s) => keyOf.subcontract(jobId, s.id)),
  );
  return {
    subcontracts: subs.map((s) => ({
      id: s.id,
      title: s.title,
      number: s.number,
      vendor: s.vendor,
      total: s.lines.reduce((sum, l) => sum + lineAmount(l), 0),
      schedule_of_values: s.lines,
      contract_id: links.get(keyOf.subcontract(jobId, s.id)) ?? null,
    })),
  };
}

/** A rate line's total is its rate × quantity (spec §5); a lump sum's is its amount. */
function lineAmount(line: ExternalSovLine): number {
  return line.rate !== null && line.quantity !== null ? lineTotal(line.rate, line.quantity) : line.amount;
}

async function logImportFailure(
  actor: Actor,
  provider: IntegrationProvider,
  importKey: string,
  message: string,
  names: { project?: string; contract?: string },
) {
  await db().integrationSyncLog.create({
    data: {
      accountId: actor.accountId,
      provider,
      importKey,
      projectName: names.project ?? null,
      contractName: names.contract ?? null,
      issueDetails: message.slice(0, 2_000),
    },
  });
}

/** POST …/import: one subcontract (and its job) into a project and contract; again, the same ones updated. */
export async function importSubcontract(
  actor: Actor,
  provider: IntegrationProvider,
  input: TImportSubcontract,
) {
  await assertCan(actor, 'project', 'create');
  const client = await requireProvider(actor.accountId, provider);
  const importKey = keyOf.subcontract(input.job_id, input.subcontract_id);
  let jobName: string | undefined;
  let sub: ExternalSubcontract | undefined;
  try {
    const [jobs, subs] = await Promise.all([client.listJobs(), client.listSubcontracts(input.job_id)]);
    const job = jobs.find((j) => j.id === input.job_id);
    jobName = job?.name;
    sub = subs.find((s) => s.id === input.subcontract_id);
    if (!job || !sub)
      throw new ProviderError(
        `Importing: there is no ${job ? 'subcontract' : 'job'} ${job ? input.subcontract_id : input.job_id}.`,
      );
    const found = { job, sub };
    const result = await db().$transaction(
      (tx) => writeImport(tx, actor, provider, input, found.job, found.sub),
      {
        timeout: 60_000,
      },
    );
    return result;
  } catch (error) {
    if (error instanceof ProviderError) {
      await logImportFailure(actor, provider, importKey, error.message, {
        project: jobName,
        contract: sub?.title,
      });
      throw new AppError(/there is no/.test(error.message) ? 'not_found' : 'bad_gateway', error.message);
    }
    throw error;
  }
}

/** External names can be longer than ours (spec §5 field limits): kept to the first characters. */
const fit = (text: string, max: number) => text.trim().slice(0, max);
const fitOrNull = (text: string | null, max: number) => (text?.trim() ? fit(text, max) : null);

async function findLinked(
  tx: Tx,
  actor: Actor,
  provider: IntegrationProvider,
  kind: Kind,
  externalId: string,
) {
  return tx.integrationLink.findUnique({
    where: { accountId_provider_kind_externalId: { accountId: actor.accountId, provider, kind, externalId } },
  });
}

async function link(
  tx: Tx,
  actor: Actor,
  provider: IntegrationProvider,
  kind: Kind,
  externalId: string,
  localId: string,
) {
  await tx.integrationLink.upsert({
    where: { accountId_provider_kind_externalId: { accountId: actor.accountId, provider, kind, externalId } },
    create: { accountId: actor.accountId, provider, kind, externalId, localId },
    update: { localId },
  });
}

async function writeImport(
  tx: Tx,
  actor: Actor,
  provider: IntegrationProvider,
  input: TImportSubcontract,
  job: { id: string; name: string; number: string | null },
  sub: ExternalSubcontract,
) {
  // One import of a job at a time per account: two at once would both find no link and both create.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`import:${actor.accountId}:${provider}:${job.id}`}))`;

  // The project.
  const jobLink = await findLinked(tx, actor, provider, 'job', keyOf.job(job.id));
  let project = jobLink
    ? await tx.project.findFirst({
        where: { id: jobLink.localId, accountId: actor.accountId },
        select: { id: true },
      })
    : null;
  const projectCreated = !project;
  if (project) {
    await tx.project.update({
      where: { id: project.id },
      data: { name: fit(job.name, 160), projectNumber: fitOrNull(job.number, 60) },
    });
  } else {
    const account = await accountDefaults(actor.accountId);
    project = await insertProject(
      tx,
      actor,
      ZCreateProject.parse({ name: fit(job.name, 160), project_number: fitOrNull(job.number, 60) }),
      account,
    );
    await link(tx, actor, provider, 'job', keyOf.job(job.id), project.id);
  }

  // The contract.
  const subKey = keyOf.subcontract(job.id, sub.id);
  const subLink = await findLinked(tx, actor, provider, 'subcontract', subKey);
  let contract = subLink
    ? await tx.contract.findFirst({
        where: { id: subLink.localId, placements: { some: { accountId: actor.accountId } } },
        select: { id: true, name: true },
      })
    : null;
  const contractCreated = !contract;
  if (contract) {
    await tx.contract.update({
      where: { id: contract.id },
      data: { name: fit(sub.title, 160), contractNumber: fitOrNull(sub.number, 60) },
    });
  } else {
    await assertCan(actor, 'contract', 'create', { projectId: project.id });
    const place = await tx.project.findUniqueOrThrow({
      where: { id: project.id },
      select: { timeZone: true, gstPercent: true, account: { select: { country: true } } },
    });
    const company = sub.vendor ? await vendorCompany(tx, actor, sub.vendor.name) : null;
    const details = ZCreateContract.parse({
      name: fit(sub.title, 160),
      contract_number: fitOrNull(sub.number, 60) ?? undefined,
      counterparty_company_id: company ?? undefined,
      time_zone: place.timeZone,
      gst: place.gstPercent,
    });
    contract = await insertContract(tx, actor, {
      projectId: project.id,
      side: input.side,
      details,
      region: null,
      country: place.account.country,
    });
    await tx.contract.update({ where: { id: contract.id }, data: { enableIntegrationLink: true } });
    await link(tx, actor, provider, 'subcontract', subKey, contract.id);
  }

  const lines = await writeLines(tx, actor, provider, job.id, sub, contract.id);
  await tx.integrationSyncLog.updateMany({
    where: {
      accountId: actor.accountId,
      provider,
      importKey: { in: [subKey, `${subKey}#kept`] },
      resolvedAt: null,
    },
    data: { resolvedAt: new Date() },
  });
  if (lines.kept.length > 0) {
    await tx.integrationSyncLog.create({
      data: {
        accountId: actor.accountId,
        provider,
        importKey: `${subKey}#kept`,
        projectName: job.name,
        contractName: sub.title,
        issueDetails: `Not updated because claims have been made against them: ${lines.kept.join(', ')}.`,
      },
    });
  }
  await recordHistory(
    tx,
    actor,
    'integration.imported',
    { projectId: project.id, contractId: contract.id },
    { provider, job: job.id, subcontract: sub.id, ...lines, kept: lines.kept.length },
  );
  return {
    project_id: project.id,
    contract_id: contract.id,
    project_created: projectCreated,
    contract_created: contractCreated,
    lines: { created: lines.created, updated: lines.updated, unchanged: lines.unchanged, kept: lines.kept },
  };
}

/** The vendor as a company of the account's contacts: the one of that name, or a new one. */
async function vendorCompany(tx: Tx, actor: Actor, name: string): Promise<string> {
  const found = await tx.company.findFirst({
    where: { accountId: actor.accountId, name: { equals: name, mode: 'insensitive' } },
    select: { id: true },
  });
  if (found) return found.id;
  return (await tx.company.create({ data: { accountId: actor.accountId, name }, select: { id: true } })).id;
}

type LineValues = {
  label: string | null;
  description: string;
  unit: string | null;
  valueType: 'lump' | 'rate';
  quantity: bigint | null;
  rate: bigint | null;
  total: bigint;
};

function valuesOf(line: ExternalSovLine): LineValues {
  return {
    label: line.ref,
    description: line.description,
    unit: line.unit,
    valueType: line.rate !== null && line.quantity !== null ? 'rate' : 'lump',
    quantity: line.quantity === null ? null : BigInt(line.quantity),
    rate: line.rate === null ? null : BigInt(line.rate),
    total: BigInt(lineAmount(line)),
  };
}

const moneyChanged = (a: LineValues, b: LineValues) =>
  a.valueType !== b.valueType || a.quantity !== b.quantity || a.rate !== b.rate || a.total !== b.total;
const textChanged = (a: LineValues, b: LineValues) =>
  a.label !== b.label || a.description !== b.description || a.unit !== b.unit;

/** BIGINT columns travel as decimal strings (as in documents/upsert-lines.ts): exact, one array type. */
const bigints = (values: (bigint | null)[]) => values.map((v) => (v === null ? null : String(v)));

/**
 * The schedule of values into the contract's base items in a fixed number of statements whatever
 * its length: the links and the linked lines (with whether each is claimed against) read once, the
 * plan made in memory, then one INSERT of the new lines, one upsert of their links (a link can
 * outlive its line, which is then made again) and one UPDATE of the changed lines, each from arrays.
 */
async function writeLines(
  tx: Tx,
  actor: Actor,
  provider: IntegrationProvider,
  jobId: string,
  sub: ExternalSubcontract,
  contractId: string,
) {
  const keys = sub.lines.map((l) => keyOf.line(jobId, sub.id, l.id));
  const links = await tx.integrationLink.findMany({
    where: { accountId: actor.accountId, provider, kind: 'line', externalId: { in: keys } },
    select: { externalId: true, localId: true },
  });
  const localOf = new Map(links.map((l) => [l.externalId, l.localId]));
  const existing = new Map(
    (
      await tx.lineItem.findMany({
        where: { contractId, kind: 'base', id: { in: [...new Set(localOf.values())] } },
        select: {
          id: true,
          label: true,
          description: true,
          unit: true,
          valueType: true,
          quantity: true,
          rate: true,
          total: true,
          _count: { select: { claimLines: { where: { toDateValue: { not: 0 } } } } },
        },
      })
    ).map((i) => [i.id, i]),
  );
  const position = await tx.lineItem.count({ where: { contractId, kind: 'base', parentId: null } });

  const out = { created: 0, updated: 0, unchanged: 0, kept: [] as string[] };
  const inserts: (LineValues & { id: string; position: number })[] = [];
  /** External key → the new line it now names; the last wins if the system repeats an id. */
  const newLinks = new Map<string, string>();
  /** Line id → its values after the import; the last change wins if the system repeats an id. */
  const updates = new Map<string, LineValues>();
  for (const [i, line] of sub.lines.entries()) {
    const values = valuesOf(line);
    const current = existing.get(localOf.get(keys[i]!) ?? '');
    if (!current) {
      const id = crypto.randomUUID();
      inserts.push({ id, position: position + inserts.length, ...values });
      newLinks.set(keys[i]!, id);
      out.created++;
      continue;
    }
    if (!moneyChanged(current, values) && !textChanged(current, values)) {
      out.unchanged++;
      continue;
    }
    if (current._count.claimLines > 0 && moneyChanged(current, values)) {
      // Claimed against: its money stands; its words follow the other system.
      out.kept.push(current.label ?? current.description);
      const { valueType, quantity, rate, total } = current;
      updates.set(current.id, { ...values, valueType, quantity, rate, total });
      continue;
    }
    updates.set(current.id, values);
    out.updated++;
  }

  if (inserts.length > 0) {
    await tx.$executeRaw`
      INSERT INTO line_items (id, contract_id, kind, position, label, description, unit, value_type, quantity, rate, total)
      SELECT u.id, ${contractId}::uuid, 'base', u.position, u.label, u.description, u.unit,
             u.value_type::"LineItemValueType", u.quantity, u.rate, u.total
        FROM unnest(${inserts.map((l) => l.id)}::uuid[], ${inserts.map((l) => l.position)}::int[],
                    ${inserts.map((l) => l.label)}::text[], ${inserts.map((l) => l.description)}::text[],
                    ${inserts.map((l) => l.unit)}::text[], ${inserts.map((l) => l.valueType)}::text[],
                    ${bigints(inserts.map((l) => l.quantity))}::bigint[], ${bigints(inserts.map((l) => l.rate))}::bigint[],
                    ${bigints(inserts.map((l) => l.total))}::bigint[])
             AS u(id, position, label, description, unit, value_type, quantity, rate, total)`;
    const linked = [...newLinks];
    await tx.$executeRaw`
      INSERT INTO integration_links (id, account_id, provider, kind, external_id, local_id)
      SELECT u.id, ${actor.accountId}::uuid, ${provider}::"IntegrationProvider", 'line', u.external_id, u.local_id
        FROM unnest(${linked.map(() => crypto.randomUUID())}::uuid[], ${linked.map(([key]) => key)}::text[],
                    ${linked.map(([, id]) => id)}::uuid[]) AS u(id, external_id, local_id)
      ON CONFLICT (account_id, provider, kind, external_id) DO UPDATE SET local_id = EXCLUDED.local_id`;
  }
  if (updates.size > 0) {
    const ids = [...updates.keys()];
    const rows = [...updates.values()];
    await tx.$executeRaw`
      UPDATE line_items AS l
         SET label = u.label, description = u.description, unit = u.unit,
             value_type = u.value_type::"LineItemValueType", quantity = u.quantity, rate = u.rate, total = u.total
        FROM unnest(${ids}::uuid[], ${rows.map((l) => l.label)}::text[], ${rows.map((l) => l.description)}::text[],
                    ${rows.map((l) => l.unit)}::text[], ${rows.map((l) => l.valueType)}::text[],
                    ${bigints(rows.map((l) => l.quantity))}::bigint[], ${bigints(rows.map((l) => l.rate))}::bigint[],
                    ${bigints(rows.map((l) => l.total))}::bigint[])
             AS u(id, label, description, unit, value_type, quantity, rate, total)
       WHERE l.id = u.id AND l.contract_id = ${contractId}::uuid`;
  }
  return out;
}
