/**
 * The report the screen shows, for the filters of the last Get Data or Build Data. A report is
 * read with `reports:get` (null: never built); a period never built is built as soon as that is
 * known, as Build Data would (so Get Data on a new range shows it, rather than asking for Build
 * Data first). While the server builds it, it is read again every second until it is ready or
 * failed. One keyword's days come from `reports:keyword`.
 */
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportPeriod } from '../../../../shared/entities/report';
import { call } from '../../api/backoffice';
import type { ReportRequest } from './reportForm';

/** How often a report being built is read again. */
const BUILD_POLL_MS = 1000;

type Period = ReportPeriod & { orgId: number | null };

const periodOf = ({ orgId, from_date, to_date }: ReportRequest): Period => ({ orgId, from_date, to_date });
const reportKey = (period: Period | null) => ['reports', 'report', period?.orgId ?? null, period?.from_date, period?.to_date] as const;

export function useReport() {
  const client = useQueryClient();
  const [request, setRequest] = useState<ReportRequest | null>(null);
  const period = request && periodOf(request);

  const report = useQuery({
    queryKey: reportKey(period),
    queryFn: () => call('reports:get', period!),
    enabled: period !== null,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'building' ? BUILD_POLL_MS : false),
  });

  const keyword = request?.keyword ?? null;
  const keywordReport = useQuery({
    queryKey: ['reports', 'keyword', period?.orgId ?? null, period?.from_date, period?.to_date, keyword] as const,
    queryFn: () => call('reports:keyword', { ...period!, keyword: keyword! }),
    // One keyword's days are counted live; after a build, once it is ready.
    enabled: period !== null && keyword !== null && report.data?.status !== 'building',
    staleTime: 0,
    retry: false,
  });

  const build = useMutation({
    mutationFn: (next: ReportRequest) => call('reports:build', periodOf(next)),
    onSuccess: (built, next) => {
      client.setQueryData(reportKey(periodOf(next)), built);
      // Shown once the server has the build under way, so the screen goes straight to its progress.
      setRequest(next);
    },
  });

  // A period read as never built is built now; each read that finds it so (a Get Data after a failed build) tries again.
  const { mutate: startBuild } = build;
  const readAt = report.dataUpdatedAt;
  useEffect(() => {
    if (request && report.data === null) startBuild(request);
  }, [request, report.data, readAt, startBuild]);

  /** Get Data: the report of these filters as it stands, built first if it never was (read afresh when they did not change). */
  function get(next: ReportRequest): void {
    if (request && JSON.stringify(request) === JSON.stringify(next)) {
      void report.refetch();
      if (next.keyword !== null) void keywordReport.refetch();
    }
    setRequest(next);
  }

  /** Build Data: the server builds the period again (a stale report); the report is read until it is ready. */
  function buildReport(next: ReportRequest): void {
    build.mutate(next);
  }

  return { request, report, keywordReport, build, get, buildReport };
}
