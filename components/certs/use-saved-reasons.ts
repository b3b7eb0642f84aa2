'use client';
// The account's saved certificate reasons for the reason boxes (lib/domain/saved-reasons.ts): read
// once when the editor opens, and kept up to date as the certifier saves one.
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { compareReasons } from '@/lib/domain/saved-reasons';
import { savedReasonsApi } from '@/lib/paths/api-paths';
import type { SavedReasonView } from '@/lib/schemas/saved-reasons';

export function useSavedReasons(accountId: string, enabled: boolean) {
  const api = useApi();
  const ui = useUi();
  const [reasons, setReasons] = useState<readonly SavedReasonView[]>([]);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void api<{ reasons: SavedReasonView[] }>(`/api/cert/account/${accountId}/read_account_cert_reason`).then(
      (answer) => {
        if (current && answer.ok) setReasons(answer.data.reasons);
      },
    );
    return () => {
      current = false;
    };
  }, [api, accountId, enabled]);

  const save = useCallback(
    async (text: string) => {
      const answer = await api<{ reason: SavedReasonView }>(savedReasonsApi(accountId), {
        method: 'POST',
        json: { text },
      });
      if (!answer.ok) return;
      const { reason } = answer.data;
      setReasons((list) =>
        list.some((r) => r.id === reason.id) ? list : [...list, reason].sort(compareReasons),
      );
      ui.toast('Reason saved for reuse');
    },
    [api, accountId, ui],
  );

  return { reasons, save };
}
