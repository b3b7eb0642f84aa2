import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectsPage } from '../projects-page';
import { PROJECT_TYPES, type ProjectType } from '@/lib/schemas/projects';

export const metadata: Metadata = { title: 'Projects' };

/** /projects/claim and /projects/cert: the projects holding contracts of that side. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ projectType: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { projectType } = await params;
  if (!PROJECT_TYPES.includes(projectType as ProjectType)) notFound();
  return <ProjectsPage searchParams={await searchParams} type={projectType as ProjectType} />;
}
