import type { Metadata } from 'next';
import { ProjectsPage } from './projects-page';

export const metadata: Metadata = { title: 'Projects' };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ProjectsPage searchParams={await searchParams} />;
}
